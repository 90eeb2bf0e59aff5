// The demo firm's clients: companies (NIT) and people (CC) across its practices, each with its
// economic sector (the company's custom field) and one or two contacts. The first four are the
// ones the tests name (Los Andes is DEMO.clientId); the rest fill the book of a firm of its size.

/** [name, last name, position, type (1 billing, 2 production, 3 commercial), main, mobile]. */
export type DemoContact = readonly [name: string, lastName: string, position: string, type: 1 | 2 | 3, isMain: boolean, phone: string];

export interface DemoClient {
  key: string;
  name: string;
  commercialName: string;
  /** A company's NIT (without its check digit) or a person's cédula. */
  documentNumber: string;
  /** A person: document CC, person type natural. Otherwise a company with its NIT. */
  person?: true;
  city: string;
  address: string;
  phone: string;
  email: string;
  profile: 'comun' | 'exento' | 'bogota';
  sector: string;
  bondingDate: string;
  /** Receives electronic invoices (the company's custom field). */
  einvoice: boolean;
  contacts: readonly DemoContact[];
}

export const CLIENTS: readonly DemoClient[] = [
  { key: 'andes', name: 'Inversiones Los Andes S.A.S.', commercialName: 'Los Andes', documentNumber: '900123456', city: 'DC:Bogotá D.C.',
    address: 'Calle 93 # 11-26, Bogotá', phone: '6016012345', email: 'gerencia@losandes.com.co', profile: 'comun', sector: 'Servicios financieros',
    bondingDate: '2024-02-01', einvoice: true,
    contacts: [['Carolina', 'Mejía', 'Gerente financiera', 1, true, '3104561230'], ['Ricardo', 'Salazar', 'Director jurídico', 2, false, '3157894561']] },
  { key: 'cafe', name: 'Café del Quindío S.A.', commercialName: 'Café del Quindío', documentNumber: '800987654', city: 'QUI:Armenia',
    address: 'Carrera 14 # 20-15, Armenia', phone: '6067441234', email: 'contabilidad@cafedelquindio.co', profile: 'comun', sector: 'Agroindustria',
    bondingDate: '2024-02-01', einvoice: true,
    contacts: [['Luisa', 'Cardona', 'Contadora', 1, true, '3116547890'], ['Hernán', 'Giraldo', 'Presidente', 3, false, '3009871234']] },
  { key: 'textiles', name: 'Textiles Medellín Ltda.', commercialName: 'TexMed', documentNumber: '890456789', city: 'ANT:Medellín',
    address: 'Carrera 43A # 1-50, Medellín', phone: '6044445566', email: 'juridico@texmed.com.co', profile: 'bogota', sector: 'Manufactura',
    bondingDate: '2024-02-01', einvoice: true,
    contacts: [['Paula', 'Echeverri', 'Jefe de gestión humana', 2, true, '3012345678'], ['Mauricio', 'Uribe', 'Tesorero', 1, false, '3204567812']] },
  { key: 'fundacion', name: 'Fundación Manos Unidas', commercialName: 'Manos Unidas', documentNumber: '901222333', city: 'VAC:Cali',
    address: 'Avenida 6N # 23-45, Cali', phone: '6023334455', email: 'direccion@manosunidas.org', profile: 'exento', sector: 'Sin ánimo de lucro',
    bondingDate: '2024-02-01', einvoice: false,
    contacts: [['Isabel', 'Cuéllar', 'Directora ejecutiva', 3, true, '3173216549'], ['Jorge', 'Patiño', 'Coordinador administrativo', 1, false, '3186549873']] },
  { key: 'constructora', name: 'Constructora Altos del Caribe S.A.S.', commercialName: 'Altos del Caribe', documentNumber: '900456123', city: 'ATL:Barranquilla',
    address: 'Carrera 53 # 82-86, Barranquilla', phone: '6053851200', email: 'juridica@altosdelcaribe.com.co', profile: 'comun', sector: 'Construcción',
    bondingDate: '2023-08-14', einvoice: true,
    contacts: [['Andrea', 'Pacheco', 'Directora jurídica', 2, true, '3015552231'], ['Rafael', 'Mendoza', 'Gerente financiero', 1, false, '3002218890']] },
  { key: 'clinica', name: 'Clínica Santa Lucía de Bucaramanga S.A.', commercialName: 'Clínica Santa Lucía', documentNumber: '890208765', city: 'SAN:Bucaramanga',
    address: 'Calle 48 # 33-20, Bucaramanga', phone: '6076345500', email: 'talentohumano@clinicasantalucia.com.co', profile: 'comun', sector: 'Salud',
    bondingDate: '2022-11-02', einvoice: true,
    contacts: [['Diana', 'Rueda', 'Directora de talento humano', 2, true, '3168842210'], ['Germán', 'Ardila', 'Jefe de contabilidad', 1, false, '3176651234']] },
  { key: 'transportes', name: 'Transportes Andinos del Sur S.A.S.', commercialName: 'TransAndinos', documentNumber: '900874512', city: 'NAR:Pasto',
    address: 'Calle 18 # 25-40, Pasto', phone: '6027234455', email: 'gerencia@transandinos.com.co', profile: 'comun', sector: 'Transporte',
    bondingDate: '2024-06-18', einvoice: true,
    contacts: [['Óscar', 'Benavides', 'Gerente general', 3, true, '3128456677'], ['Claudia', 'Burbano', 'Analista de cartera', 1, false, '3146672290']] },
  { key: 'energia', name: 'Energía Solar del Cesar S.A.S. E.S.P.', commercialName: 'SolCesar', documentNumber: '901345678', city: 'CES:Valledupar',
    address: 'Calle 16 # 9-45, Valledupar', phone: '6055801122', email: 'regulatorio@solcesar.com.co', profile: 'comun', sector: 'Energía',
    bondingDate: '2025-01-20', einvoice: true,
    contacts: [['Natalia', 'Maestre', 'Gerente de proyectos', 2, true, '3005671234'], ['Jaime', 'Daza', 'Director financiero', 1, false, '3017789012']] },
  { key: 'alimentos', name: 'Alimentos La Sabana S.A.', commercialName: 'La Sabana', documentNumber: '860045321', city: 'CUN:Chía',
    address: 'Kilómetro 2 vía Chía - Cajicá, Chía', phone: '6018623344', email: 'impuestos@alimentoslasabana.com.co', profile: 'comun', sector: 'Alimentos',
    bondingDate: '2021-04-06', einvoice: true,
    contacts: [['Patricia', 'Forero', 'Contadora general', 1, true, '3102233445'], ['Miguel', 'Cortés', 'Gerente administrativo', 3, false, '3114455667']] },
  { key: 'hoteles', name: 'Hoteles Ciudad Amurallada S.A.S.', commercialName: 'Hotel Amurallada', documentNumber: '900612345', city: 'BOL:Cartagena de Indias',
    address: 'Calle del Arsenal # 10-43, Cartagena', phone: '6056644100', email: 'administracion@hotelamurallada.com.co', profile: 'comun', sector: 'Turismo',
    bondingDate: '2024-09-09', einvoice: true,
    contacts: [['Lina', 'Villalba', 'Gerente de gestión humana', 2, true, '3183324455'], ['Eduardo', 'Pombo', 'Contralor', 1, false, '3205567788']] },
  { key: 'farmaceuticos', name: 'Laboratorios Farmacéuticos Nova S.A.', commercialName: 'Nova Pharma', documentNumber: '860512389', city: 'DC:Bogotá D.C.',
    address: 'Avenida Calle 26 # 69-76, Bogotá', phone: '6014238800', email: 'asuntosregulatorios@novapharma.com.co', profile: 'bogota', sector: 'Salud',
    bondingDate: '2023-02-27', einvoice: true,
    contacts: [['Adriana', 'Nieto', 'Directora de asuntos regulatorios', 2, true, '3157788990'], ['Fernando', 'Rozo', 'Gerente financiero', 1, false, '3166677881']] },
  { key: 'moda', name: 'Moda Paisa Diseños S.A.S.', commercialName: 'Moda Paisa', documentNumber: '901456789', city: 'ANT:Medellín',
    address: 'Carrera 48 # 10-45, Medellín', phone: '6043116677', email: 'marcas@modapaisa.com.co', profile: 'comun', sector: 'Comercio',
    bondingDate: '2025-02-03', einvoice: true,
    contacts: [['Juliana', 'Posada', 'Directora de marca', 3, true, '3006789012'], ['Esteban', 'Henao', 'Contador', 1, false, '3012345987']] },
  { key: 'editorial', name: 'Editorial Macondo S.A.S.', commercialName: 'Editorial Macondo', documentNumber: '900734561', city: 'DC:Bogotá D.C.',
    address: 'Calle 70A # 4-41, Bogotá', phone: '6013476655', email: 'derechos@editorialmacondo.co', profile: 'bogota', sector: 'Medios y cultura',
    bondingDate: '2022-07-12', einvoice: true,
    contacts: [['Marcela', 'Garzón', 'Editora general', 2, true, '3109988776'], ['Hugo', 'Rincón', 'Jefe administrativo', 1, false, '3118877665']] },
  { key: 'petrolera', name: 'Petrolera Llanos Orientales S.A.S.', commercialName: 'Petrollanos', documentNumber: '900389127', city: 'MET:Villavicencio',
    address: 'Carrera 33 # 15-20, Villavicencio', phone: '6086827700', email: 'legal@petrollanos.com', profile: 'comun', sector: 'Energía',
    bondingDate: '2023-10-30', einvoice: true,
    contacts: [['Alejandro', 'Baquero', 'Vicepresidente jurídico', 3, true, '3204455667'], ['Emily', 'Carter', 'Controller', 1, false, '3135566778']] },
  { key: 'inmobiliaria', name: 'Inmobiliaria Santa Marta Real S.A.S.', commercialName: 'Santa Marta Real', documentNumber: '900265478', city: 'MAG:Santa Marta',
    address: 'Carrera 1 # 22-58, Santa Marta', phone: '6054217788', email: 'contratos@santamartareal.com.co', profile: 'comun', sector: 'Inmobiliario',
    bondingDate: '2024-12-02', einvoice: true,
    contacts: [['Camilo', 'Dávila', 'Gerente comercial', 3, true, '3017654321']] },
  { key: 'cooperativa', name: 'Cooperativa Cafetera del Huila', commercialName: 'Coocafihuila', documentNumber: '891100456', city: 'HUI:Neiva',
    address: 'Carrera 5 # 21-35, Neiva', phone: '6088712233', email: 'gestionhumana@coocafihuila.coop', profile: 'comun', sector: 'Agroindustria',
    bondingDate: '2020-03-16', einvoice: true,
    contacts: [['Yolanda', 'Perdomo', 'Jefe de gestión humana', 2, true, '3158899001'], ['Álvaro', 'Cuéllar', 'Gerente', 3, false, '3167788992']] },
  { key: 'software', name: 'Software Montaña Digital S.A.S.', commercialName: 'Montaña Digital', documentNumber: '901567234', city: 'ANT:Envigado',
    address: 'Carrera 43A # 38 Sur-35, Envigado', phone: '6043345566', email: 'legal@montanadigital.co', profile: 'comun', sector: 'Servicios digitales',
    bondingDate: '2025-03-10', einvoice: true,
    contacts: [['Sebastián', 'Ochoa', 'Director de producto', 2, true, '3045566778'], ['Manuela', 'Arango', 'Gerente administrativa', 1, false, '3056677889']] },
  { key: 'flores', name: 'Flores de la Sabana C.I. S.A.', commercialName: 'Flores de la Sabana', documentNumber: '860078945', city: 'CUN:Madrid',
    address: 'Autopista Medellín kilómetro 7, Madrid', phone: '6018257788', email: 'comercioexterior@floresdelasabana.com.co', profile: 'comun', sector: 'Agroindustria',
    bondingDate: '2021-09-01', einvoice: true,
    contacts: [['Beatriz', 'Lozano', 'Directora de comercio exterior', 3, true, '3102345678'], ['Nelson', 'Prieto', 'Contador', 1, false, '3113456789']] },
  { key: 'ocampo', name: 'María Fernanda Ocampo Restrepo', commercialName: 'María Fernanda Ocampo', documentNumber: '43567890', person: true, city: 'ANT:Envigado',
    address: 'Calle 37 Sur # 27-20, Envigado', phone: '3128889900', email: 'mariafernanda.ocampo@correo.co', profile: 'comun', sector: 'Personas naturales',
    bondingDate: '2025-04-22', einvoice: false,
    contacts: [['María Fernanda', 'Ocampo', 'Titular', 1, true, '3128889900']] },
  { key: 'jaramillo', name: 'Carlos Alberto Jaramillo Duque', commercialName: 'Carlos Alberto Jaramillo', documentNumber: '79845123', person: true, city: 'DC:Bogotá D.C.',
    address: 'Carrera 11 # 86-32, apartamento 502, Bogotá', phone: '3153334455', email: 'carlos.jaramillo@correo.co', profile: 'comun', sector: 'Personas naturales',
    bondingDate: '2019-02-11', einvoice: true,
    contacts: [['Carlos Alberto', 'Jaramillo', 'Titular', 1, true, '3153334455'], ['Mónica', 'Suárez', 'Asistente personal', 3, false, '3164445566']] },
  { key: 'barrera', name: 'Gloria Inés Barrera de Londoño', commercialName: 'Gloria Inés Barrera', documentNumber: '24312876', person: true, city: 'CAL:Manizales',
    address: 'Carrera 23 # 65-11, Manizales', phone: '3137778899', email: 'gloria.barrera@correo.co', profile: 'comun', sector: 'Personas naturales',
    bondingDate: '2025-01-13', einvoice: false,
    contacts: [['Gloria Inés', 'Barrera', 'Titular', 1, true, '3137778899'], ['Daniel', 'Londoño', 'Apoderado general', 3, false, '3148889900']] },
  { key: 'moreno', name: 'Andrés Felipe Moreno Ruiz', commercialName: 'Andrés Felipe Moreno', documentNumber: '1110456789', person: true, city: 'TOL:Ibagué',
    address: 'Calle 60 # 5-45, Ibagué', phone: '3184567890', email: 'andresf.moreno@correo.co', profile: 'comun', sector: 'Personas naturales',
    bondingDate: '2025-05-05', einvoice: false,
    contacts: [['Andrés Felipe', 'Moreno', 'Titular', 1, true, '3184567890']] },
];

/** The options of the company's 'Sector económico' field: the clients' sectors, and one no client has yet (the tests filter by it). */
export const CLIENT_SECTORS: readonly string[] = [...new Set([...CLIENTS.map((c) => c.sector), 'Tecnología'])];

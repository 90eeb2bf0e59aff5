// The matters of the firm's other clients (issue 29, item 7): one or two projects per client of
// seeds/demo-clients.ts beyond the first four, across the practices, each with its trade agreement,
// so every agreement type has work a firm would recognise (COP, and one in dollars). Agreements
// start some months before the seed's day (seed-calendar.ts), so the year of work in
// seeds/year-of-work.ts falls inside them whatever the day. Staffed by the demo leader's groups
// (EQ-CORP, EQ-LAB), so the authorization matrix's one project outside them stays one.
import type { MasterDataSeeder } from './seeder.ts';
import { monthEnd, monthStart, seedDay } from '../seed-calendar.ts';
import { projectId, putProjects, type SeedProject } from '../project-rows.ts';

interface Rate {
  type?: string;
  category?: string;
  rate: string;
}
interface Milestone {
  month?: number;
  type?: string;
  amount: string;
  description: string;
}

export interface MatterAgreement {
  /** 1 hourly ... 10 hourly by intervals (contract/trade-agreements.ts). */
  type: number;
  currency?: 'USD';
  /** Starts on the first day of this month (0 the seed's, -1 the one before); lasts `months`. */
  from: number;
  months: number;
  description: string;
  rate?: string;
  amount?: string;
  hours?: string;
  cap?: string;
  validity?: string;
  accumulation?: string;
  distribution?: string;
  rateBook?: 'hour' | 'service';
  autoRenewal?: boolean;
  rates?: Rate[];
  intervals?: [from: string, to: string | null, rate: string][];
  /** By date: at the end of month `month` (relative as `from`); by activity: of type `type`. */
  milestones?: Milestone[];
}

export interface Matter extends SeedProject {
  agreement: MatterAgreement;
}

export const MATTERS: readonly Matter[] = [
  {
    key: 'constructora-obras',
    client: 'constructora',
    name: 'Contratos de obra y consorcios Altos del Caribe',
    requestedBy: 'Andrea Pacheco',
    description: 'Contratos de obra, consorcios y pólizas de los proyectos de vivienda y vías',
    practices: ['corporativo'],
    units: ['corporativo:Contratos'],
    groups: ['EQ-CORP'],
    agreement: { type: 2, from: -11, months: 12, amount: '42000000', distribution: 'monthly', description: 'Honorario fijo anual pagadero mes a mes' },
  },
  {
    key: 'clinica-laboral',
    client: 'clinica',
    name: 'Asesoría laboral permanente Clínica Santa Lucía',
    requestedBy: 'Diana Rueda',
    description: 'Contratación del personal asistencial, turnos y procesos disciplinarios',
    practices: ['laboral'],
    units: ['laboral:Nómina y Seguridad Social', 'laboral:Conflictos Laborales'],
    groups: ['EQ-LAB'],
    agreement: {
      type: 3,
      from: -11,
      months: 12,
      amount: '6500000',
      hours: '15',
      rate: '280000',
      validity: 'monthly',
      accumulation: 'none',
      distribution: 'monthly',
      autoRenewal: true,
      description: 'Iguala mensual con 15 horas incluidas',
    },
  },
  {
    key: 'transportes-rc',
    client: 'transportes',
    name: 'Defensa en responsabilidad civil TransAndinos',
    requestedBy: 'Óscar Benavides',
    description: 'Procesos de responsabilidad civil extracontractual por accidentes de tránsito',
    practices: ['litigios'],
    units: ['litigios:Procesos Civiles'],
    groups: ['EQ-CORP', 'EQ-LIT'],
    agreement: { type: 6, from: -9, months: 18, rate: '380000', cap: '180000000', description: 'Horas con tope del proceso' },
  },
  {
    key: 'energia-licencia',
    client: 'energia',
    name: 'Licenciamiento ambiental del parque solar El Paso',
    requestedBy: 'Natalia Maestre',
    description: 'Licencia ambiental, permisos y conexión del parque solar de 80 MW',
    practices: ['administrativo'],
    units: ['administrativo:Regulatorio'],
    groups: ['EQ-CORP'],
    agreement: {
      type: 5,
      from: -10,
      months: 16,
      description: 'Pagos por etapa del licenciamiento',
      milestones: [
        { month: -8, amount: '18000000', description: 'Radicación del estudio de impacto ambiental' },
        { month: -4, amount: '22000000', description: 'Audiencia pública ambiental' },
        { month: 2, amount: '30000000', description: 'Licencia ambiental en firme' },
      ],
    },
  },
  {
    key: 'alimentos-tributario',
    client: 'alimentos',
    name: 'Planeación y cumplimiento tributario La Sabana',
    requestedBy: 'Patricia Forero',
    description: 'Declaraciones, conceptos y requerimientos de impuestos nacionales y territoriales',
    practices: ['tributario'],
    units: ['tributario:Impuestos Nacionales', 'tributario:Impuestos Territoriales'],
    groups: ['EQ-CORP'],
    agreement: { type: 1, from: -11, months: 24, rate: '420000', rateBook: 'hour', description: 'Horas según el tarifario general' },
  },
  {
    key: 'hoteles-laboral',
    client: 'hoteles',
    name: 'Relaciones laborales Hotel Amurallada',
    requestedBy: 'Lina Villalba',
    description: 'Asesoría laboral mensual y audiencias ante los jueces laborales de Cartagena',
    practices: ['laboral'],
    units: ['laboral:Conflictos Laborales'],
    groups: ['EQ-LAB'],
    agreement: {
      type: 9,
      from: -9,
      months: 12,
      amount: '18000000',
      distribution: 'monthly',
      description: 'Fijo anual más audiencias por hora',
      rates: [{ type: 'LAB-AUD', rate: '450000' }],
    },
  },
  {
    key: 'farmaceuticos-regulatorio',
    client: 'farmaceuticos',
    name: 'Registros sanitarios y asuntos regulatorios Nova',
    requestedBy: 'Adriana Nieto',
    description: 'Registros sanitarios ante el INVIMA, publicidad y precios de medicamentos',
    practices: ['administrativo'],
    units: ['administrativo:Regulatorio'],
    groups: ['EQ-CORP'],
    agreement: {
      type: 10,
      from: -10,
      months: 24,
      description: 'Horas por tramos acumulados',
      intervals: [
        ['0', '40', '450000'],
        ['40', '120', '400000'],
        ['120', null, '350000'],
      ],
    },
  },
  {
    key: 'moda-marcas',
    client: 'moda',
    name: 'Portafolio de marcas Moda Paisa',
    requestedBy: 'Juliana Posada',
    description: 'Registro y defensa de las marcas de la compañía en Colombia',
    practices: ['propiedad'],
    units: ['propiedad:Marcas'],
    groups: ['EQ-CORP'],
    agreement: {
      type: 4,
      from: -8,
      months: 24,
      description: 'Valor por solicitud de registro y por oposición',
      milestones: [
        { type: 'PI-REG', amount: '1900000', description: 'Por solicitud de registro' },
        { type: 'PI-OPO', amount: '3400000', description: 'Por oposición' },
      ],
    },
  },
  {
    key: 'editorial-licencias',
    client: 'editorial',
    name: 'Derechos de autor y licencias Editorial Macondo',
    requestedBy: 'Marcela Garzón',
    description: 'Contratos de edición, traducción y registro de obras',
    practices: ['propiedad'],
    units: ['propiedad:Derechos de Autor y Software'],
    groups: ['EQ-CORP'],
    agreement: {
      type: 7,
      from: -9,
      months: 24,
      rateBook: 'service',
      description: 'Valor por contrato y por registro',
      rates: [
        { type: 'PI-LIC', rate: '2800000' },
        { type: 'PI-REG', rate: '1600000' },
      ],
    },
  },
  {
    key: 'petrolera-corporativo',
    client: 'petrolera',
    name: 'Asesoría corporativa y tributaria Petrollanos',
    requestedBy: 'Alejandro Baquero',
    description: 'Contratos de operación, gobierno corporativo y precios de transferencia, facturado en dólares',
    practices: ['corporativo', 'tributario'],
    units: ['corporativo:Contratos'],
    groups: ['EQ-CORP'],
    agreement: { type: 1, currency: 'USD', from: -11, months: 24, rate: '180', description: 'Horas en dólares', rates: [{ category: 'socio', rate: '260' }] },
  },
  {
    key: 'inmobiliaria-iguala',
    client: 'inmobiliaria',
    name: 'Iguala corporativa Santa Marta Real',
    requestedBy: 'Camilo Dávila',
    description: 'Promesas de compraventa, arrendamientos turísticos y propiedad horizontal',
    practices: ['corporativo'],
    units: ['corporativo:Contratos'],
    groups: ['EQ-CORP'],
    agreement: {
      type: 3,
      from: -11,
      months: 12,
      amount: '4500000',
      hours: '12',
      rate: '320000',
      validity: 'monthly',
      accumulation: 'byMonth',
      distribution: 'monthly',
      description: 'Iguala mensual con 12 horas incluidas',
    },
  },
  {
    key: 'cooperativa-laboral',
    client: 'cooperativa',
    name: 'Reglamento y procesos laborales Coocafihuila',
    requestedBy: 'Yolanda Perdomo',
    description: 'Reforma del reglamento interno y defensa en procesos laborales',
    practices: ['laboral'],
    units: ['laboral:Conflictos Laborales'],
    groups: ['EQ-LAB'],
    agreement: { type: 1, from: -10, months: 24, rate: '260000', description: 'Horas a tarifa única' },
  },
  {
    key: 'software-licencias',
    client: 'software',
    name: 'Licenciamiento de software y datos personales Montaña Digital',
    requestedBy: 'Sebastián Ochoa',
    description: 'Licencias de uso, términos de la aplicación y protección de datos personales',
    practices: ['propiedad', 'corporativo'],
    units: ['propiedad:Derechos de Autor y Software'],
    groups: ['EQ-CORP'],
    agreement: { type: 1, from: -7, months: 24, rate: '330000', rateBook: 'hour', description: 'Horas según el tarifario general' },
  },
  {
    key: 'flores-devolucion',
    client: 'flores',
    name: 'Devolución del saldo a favor de IVA 2025',
    requestedBy: 'Beatriz Lozano',
    description: 'Solicitud de devolución del IVA de exportadores y su verificación por la DIAN',
    practices: ['tributario'],
    units: ['tributario:Impuestos Nacionales'],
    groups: ['EQ-CORP'],
    agreement: { type: 2, from: -6, months: 6, amount: '14000000', distribution: 'validity', description: 'Honorario fijo pagadero al inicio' },
  },
  {
    key: 'ocampo-sucesion',
    client: 'ocampo',
    name: 'Sucesión de Jorge Ocampo Vélez',
    requestedBy: 'María Fernanda Ocampo',
    description: 'Sucesión intestada: inventario, avalúo y partición de la herencia',
    practices: ['litigios'],
    units: ['litigios:Procesos Civiles'],
    groups: ['EQ-CORP', 'EQ-LIT'],
    agreement: { type: 2, from: -7, months: 6, amount: '9000000', distribution: 'monthly', description: 'Honorario fijo en seis cuotas' },
  },
  {
    key: 'jaramillo-renta',
    client: 'jaramillo',
    name: 'Declaración de renta y activos en el exterior',
    requestedBy: 'Carlos Alberto Jaramillo',
    description: 'Declaración de renta de persona natural residente y de activos en el exterior',
    practices: ['tributario'],
    units: ['tributario:Impuestos Nacionales'],
    groups: ['EQ-CORP'],
    agreement: {
      type: 7,
      from: -5,
      months: 12,
      description: 'Valor por declaración y por concepto',
      rates: [
        { type: 'TRI-DEC', rate: '2200000' },
        { type: 'TRI-CON', rate: '900000' },
      ],
    },
  },
  {
    key: 'barrera-pertenencia',
    client: 'barrera',
    name: 'Proceso de pertenencia predio La Linda',
    requestedBy: 'Daniel Londoño',
    description: 'Declaración de pertenencia por prescripción adquisitiva de un predio rural en Manizales',
    practices: ['litigios'],
    units: ['litigios:Procesos Civiles'],
    groups: ['EQ-CORP', 'EQ-LIT'],
    agreement: { type: 1, from: -9, months: 24, rate: '300000', description: 'Horas a tarifa única' },
  },
  {
    key: 'moreno-laboral',
    client: 'moreno',
    name: 'Demanda por despido sin justa causa',
    requestedBy: 'Andrés Felipe Moreno',
    description: 'Reintegro e indemnización por despido sin justa causa ante el Juzgado Laboral de Ibagué',
    practices: ['laboral'],
    units: ['laboral:Conflictos Laborales'],
    groups: ['EQ-LAB'],
    agreement: {
      type: 4,
      from: -6,
      months: 24,
      description: 'Valor por demanda y por audiencia',
      milestones: [
        { type: 'LAB-DEM', amount: '3000000', description: 'Por demanda' },
        { type: 'LAB-AUD', amount: '2000000', description: 'Por audiencia' },
      ],
    },
  },
];

/** The matter's agreement validity from the seed's day. */
export function validityOf(a: MatterAgreement, today: string): { start: string; end: string } {
  return { start: monthStart(today, a.from), end: monthEnd(today, a.from + a.months - 1) };
}

export const seedPortfolio: MasterDataSeeder = async ({ trx, put, seedId, DEMO }) => {
  const T = DEMO.tenantId;
  const owned = { tenant_id: T, company_id: DEMO.mainCompanyId };
  const today = seedDay();
  const agreement = (m: Matter) => seedId(`agreement:${m.key}`);
  await putProjects(put, MATTERS);

  const currencies = new Map<string, string>(
    (await trx('currencies').where({ company_id: DEMO.mainCompanyId }).whereIn('code', ['COP', 'USD']).select('code', 'id')).map((c) => [c.code, c.id]),
  );
  await put(
    'trade_agreements',
    MATTERS.map((m) => {
      const a = m.agreement;
      const { start, end } = validityOf(a, today);
      return {
        id: agreement(m),
        ...owned,
        project_id: projectId(m),
        type: a.type,
        currency_id: currencies.get(a.currency ?? 'COP'),
        start_date: start,
        end_date: end,
        description: a.description,
        rate: a.rate ?? null,
        amount: a.amount ?? null,
        hours: a.hours ?? null,
        cap: a.cap ?? null,
        validity: a.validity ?? null,
        accumulation: a.accumulation ?? null,
        distribution: a.distribution ?? null,
        auto_renewal: a.autoRenewal ?? false,
        rate_book_id: a.rateBook ? seedId(`ratebook:${a.rateBook}`) : null,
      };
    }),
  );
  await put(
    'trade_agreement_rates',
    MATTERS.flatMap((m) =>
      (m.agreement.rates ?? []).map((r, i) => ({
        id: seedId(`agreement-rate:${m.key}:${i}`),
        ...owned,
        trade_agreement_id: agreement(m),
        rate: r.rate,
        activity_type_id: r.type ? seedId(`activity-type:${r.type}`) : null,
        tariff_category_id: r.category ? seedId(`tariff:${r.category}`) : null,
      })),
    ),
  );
  await put(
    'trade_agreement_intervals',
    MATTERS.flatMap((m) =>
      (m.agreement.intervals ?? []).map(([from, to, rate], i) => ({
        id: seedId(`agreement-interval:${m.key}:${i}`),
        ...owned,
        trade_agreement_id: agreement(m),
        from_hours: from,
        to_hours: to,
        rate,
      })),
    ),
  );
  await put(
    'trade_agreement_milestones',
    MATTERS.flatMap((m) =>
      (m.agreement.milestones ?? []).map((x, i) => ({
        id: seedId(`agreement-milestone:${m.key}:${i}`),
        ...owned,
        trade_agreement_id: agreement(m),
        amount: x.amount,
        description: x.description,
        date: x.month === undefined ? null : monthEnd(today, x.month),
        activity_type_id: x.type ? seedId(`activity-type:${x.type}`) : null,
      })),
    ),
  );
};

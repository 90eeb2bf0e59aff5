// Activity types of the demo's practices, with realistic hours and their UTBMS task and activity
// codes (litigation L, project P, counselling C; A the activity) for LEDES.
import type { MasterDataSeeder } from './seeder.ts';

const TYPES: {
  practice: string;
  unit: string;
  code: string;
  name: string;
  hours: [string, string, string, string];
  document?: boolean;
  utbms: [string, string];
}[] = [
  {
    practice: 'litigios',
    unit: 'Procesos Civiles',
    code: 'LIT-DEM',
    name: 'Demanda',
    hours: ['12', '10.5', '24', '48'],
    utbms: ['L210', 'A103'],
    document: true,
  },
  {
    practice: 'litigios',
    unit: 'Procesos Civiles',
    code: 'LIT-CON',
    name: 'Contestación de demanda',
    hours: ['10', '9', '24', '48'],
    utbms: ['L210', 'A103'],
    document: true,
  },
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-AUD', name: 'Audiencia inicial', hours: ['4', '3.5', '24', '0'], utbms: ['L230', 'A109'] },
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-ALE', name: 'Alegatos', hours: ['6', '5', '24', '24'], utbms: ['L250', 'A103'], document: true },
  {
    practice: 'litigios',
    unit: 'Procesos Civiles',
    code: 'LIT-APE',
    name: 'Recurso de apelación',
    hours: ['8', '7.5', '24', '48'],
    utbms: ['L520', 'A103'],
    document: true,
  },
  {
    practice: 'corporativo',
    unit: 'Fusiones y Adquisiciones',
    code: 'COR-DD',
    name: 'Due diligence',
    hours: ['40', '36', '48', '72'],
    utbms: ['P200', 'A104'],
    document: true,
  },
  {
    practice: 'corporativo',
    unit: 'Contratos',
    code: 'COR-CON',
    name: 'Redacción de contrato',
    hours: ['6', '5.5', '24', '48'],
    utbms: ['P400', 'A103'],
    document: true,
  },
  {
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    code: 'COR-ACT',
    name: 'Acta de asamblea',
    hours: ['2', '1.75', '12', '24'],
    utbms: ['P400', 'A103'],
    document: true,
  },
  {
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    code: 'COR-REG',
    name: 'Registro mercantil',
    hours: ['3', '2.5', '24', '48'],
    utbms: ['P400', 'A103'],
  },
  // The other practices' everyday work (the year of work in seeds/year-of-work.ts), counselling under C.
  {
    practice: 'laboral',
    unit: 'Nómina y Seguridad Social',
    code: 'LAB-CTO',
    name: 'Contratos y políticas laborales',
    hours: ['6', '5', '24', '48'],
    utbms: ['C300', 'A103'],
    document: true,
  },
  {
    practice: 'laboral',
    unit: 'Conflictos Laborales',
    code: 'LAB-DIS',
    name: 'Proceso disciplinario',
    hours: ['5', '4.5', '24', '48'],
    utbms: ['C300', 'A104'],
  },
  {
    practice: 'laboral',
    unit: 'Conflictos Laborales',
    code: 'LAB-DEM',
    name: 'Demanda laboral',
    hours: ['12', '11', '24', '48'],
    utbms: ['L210', 'A103'],
    document: true,
  },
  {
    practice: 'laboral',
    unit: 'Conflictos Laborales',
    code: 'LAB-AUD',
    name: 'Audiencia de conciliación laboral',
    hours: ['3', '3', '24', '0'],
    utbms: ['L160', 'A109'],
  },
  {
    practice: 'tributario',
    unit: 'Impuestos Nacionales',
    code: 'TRI-DEC',
    name: 'Declaración tributaria',
    hours: ['8', '7', '24', '48'],
    utbms: ['C300', 'A103'],
    document: true,
  },
  {
    practice: 'tributario',
    unit: 'Impuestos Nacionales',
    code: 'TRI-REQ',
    name: 'Respuesta a requerimiento de la DIAN',
    hours: ['10', '9', '24', '48'],
    utbms: ['C300', 'A103'],
    document: true,
  },
  {
    practice: 'tributario',
    unit: 'Impuestos Nacionales',
    code: 'TRI-CON',
    name: 'Concepto tributario',
    hours: ['4', '3.5', '24', '48'],
    utbms: ['C200', 'A102'],
  },
  {
    practice: 'tributario',
    unit: 'Impuestos Territoriales',
    code: 'TRI-ICA',
    name: 'Industria y comercio',
    hours: ['5', '4', '24', '48'],
    utbms: ['C300', 'A103'],
  },
  {
    practice: 'propiedad',
    unit: 'Marcas',
    code: 'PI-REG',
    name: 'Solicitud de registro de marca',
    hours: ['4', '3.5', '24', '48'],
    utbms: ['C400', 'A103'],
    document: true,
  },
  { practice: 'propiedad', unit: 'Marcas', code: 'PI-OPO', name: 'Oposición de marca', hours: ['8', '7', '24', '48'], utbms: ['L210', 'A103'], document: true },
  {
    practice: 'propiedad',
    unit: 'Derechos de Autor y Software',
    code: 'PI-LIC',
    name: 'Contrato de licencia',
    hours: ['6', '5.5', '24', '48'],
    utbms: ['C300', 'A103'],
    document: true,
  },
  { practice: 'administrativo', unit: 'Regulatorio', code: 'ADM-TRA', name: 'Trámite ante autoridad', hours: ['10', '9', '48', '72'], utbms: ['C400', 'A108'] },
  { practice: 'administrativo', unit: 'Regulatorio', code: 'ADM-CON', name: 'Concepto regulatorio', hours: ['5', '4.5', '24', '48'], utbms: ['C200', 'A102'] },
  {
    practice: 'administrativo',
    unit: 'Contratación Estatal',
    code: 'ADM-LIC',
    name: 'Propuesta en licitación pública',
    hours: ['16', '14', '48', '72'],
    utbms: ['C300', 'A103'],
    document: true,
  },
];

export const seedFlows: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  await put(
    'activity_types',
    TYPES.map((t) => ({
      id: seedId(`activity-type:${t.code}`),
      tenant_id: DEMO.tenantId,
      company_id: DEMO.mainCompanyId,
      practice_id: seedId(`practice:${t.practice}`),
      service_unit_id: seedId(`unit:${t.practice}:${t.unit}`),
      code: t.code,
      name: t.name,
      estimated_hours: t.hours[0],
      average_hours: t.hours[1],
      near_due_hours: t.hours[2],
      overdue_hours: t.hours[3],
      requires_document: t.document ?? false,
      requires_revision: t.document ?? false,
      schedule_appointment: t.code === 'LIT-AUD',
      utbms_task_code: t.utbms[0],
      utbms_activity_code: t.utbms[1],
    })),
  );
};

/** A diagram laid out top to bottom: nodes named by activity-type code, edges as [from, to]. */
function diagram(seedId: (name: string) => string, rows: string[][], edges: [string, string][]) {
  const nodes = rows.flatMap((row, y) =>
    row.map((code, x) => ({ id: `n-${code}`, activityTypeId: seedId(`activity-type:${code}`), x: 40 + x * 260 - (row.length - 1) * 130, y: 40 + y * 120 })),
  );
  return { nodes, edges: edges.map(([from, to]) => ({ id: `e-${from}-${to}`, source: `n-${from}`, target: `n-${to}` })) };
}

// Two templates (issue 12, item 10): a labour lawsuit in order, and a company's incorporation whose
// contract and minutes are drafted side by side after the due diligence and join at registration.
export const seedFlowTypes: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  const owned = { tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId };
  const lawsuit = seedId('flow-type:proceso-laboral');
  const incorporation = seedId('flow-type:constitucion');
  await put('flow_types', [
    {
      id: lawsuit,
      ...owned,
      code: 'FT-LAB',
      name: 'Proceso ordinario laboral',
      practice_id: seedId('practice:litigios'),
      service_unit_id: seedId('unit:litigios:Procesos Civiles'),
      dynamic_form_id: seedId('dynamic-form:proceso-judicial'),
      description: 'De la demanda a los alegatos de conclusión, con el formulario de datos del proceso',
      definition: diagram(
        seedId,
        [['LIT-DEM'], ['LIT-CON'], ['LIT-AUD'], ['LIT-ALE']],
        [
          ['LIT-DEM', 'LIT-CON'],
          ['LIT-CON', 'LIT-AUD'],
          ['LIT-AUD', 'LIT-ALE'],
        ],
      ),
    },
    {
      id: incorporation,
      ...owned,
      code: 'FT-SOC',
      name: 'Constitución de sociedad',
      practice_id: seedId('practice:corporativo'),
      service_unit_id: seedId('unit:corporativo:Gobierno Corporativo'),
      description: 'Debida diligencia, estatutos y acta en paralelo, y registro en la cámara de comercio',
      definition: diagram(
        seedId,
        [['COR-DD'], ['COR-CON', 'COR-ACT'], ['COR-REG']],
        [
          ['COR-DD', 'COR-CON'],
          ['COR-DD', 'COR-ACT'],
          ['COR-CON', 'COR-REG'],
          ['COR-ACT', 'COR-REG'],
        ],
      ),
    },
  ]);
  const alert = (flow: string, key: string, position: number, row: Record<string, unknown>) => ({
    id: seedId(`flow-alert:${flow}:${key}`),
    ...owned,
    flow_type_id: flow,
    position,
    ...row,
  });
  await put('flow_alerts', [
    alert(lawsuit, 'contestacion', 0, {
      name: 'Vence el término de contestación',
      send_method: 1,
      type: 1,
      days: 3,
      activity_type_id: seedId('activity-type:LIT-CON'),
    }),
    alert(lawsuit, 'audiencia', 1, { name: 'Audiencia hoy', send_method: 4, type: 3, activity_type_id: seedId('activity-type:LIT-AUD') }),
    alert(lawsuit, 'alegatos', 2, {
      name: 'Alegatos sin radicar',
      send_method: 3,
      type: 2,
      days: 5,
      date_basis: 1,
      activity_type_id: seedId('activity-type:LIT-ALE'),
    }),
    alert(incorporation, 'registro', 0, {
      name: 'Registro mercantil pendiente',
      send_method: 1,
      type: 2,
      days: 10,
      date_basis: 3,
      activity_type_id: seedId('activity-type:COR-REG'),
    }),
    alert(incorporation, 'diligencia', 1, {
      name: 'Entrega de la debida diligencia',
      send_method: 2,
      type: 1,
      days: 2,
      activity_type_id: seedId('activity-type:COR-DD'),
    }),
  ]);
};

// Activity types of the demo's practices, with realistic hours and their UTBMS task and activity
// codes (litigation L, project P, counselling C; A the activity) for LEDES.
import type { MasterDataSeeder } from './seeder.ts';

/** A line: practice, service unit, code, name, hours (estimated, average, near due, overdue), UTBMS task and activity codes, whether it yields a document. */
type TypeLine = [
  practice: string,
  unit: string,
  code: string,
  name: string,
  hours: [string, string, string, string],
  utbms: [string, string],
  document?: boolean,
];

const TYPES = (
  [
    ['litigios', 'Procesos Civiles', 'LIT-DEM', 'Demanda', ['12', '10.5', '24', '48'], ['L210', 'A103'], true],
    ['litigios', 'Procesos Civiles', 'LIT-CON', 'Contestación de demanda', ['10', '9', '24', '48'], ['L210', 'A103'], true],
    ['litigios', 'Procesos Civiles', 'LIT-AUD', 'Audiencia inicial', ['4', '3.5', '24', '0'], ['L230', 'A109']],
    ['litigios', 'Procesos Civiles', 'LIT-ALE', 'Alegatos', ['6', '5', '24', '24'], ['L250', 'A103'], true],
    ['litigios', 'Procesos Civiles', 'LIT-APE', 'Recurso de apelación', ['8', '7.5', '24', '48'], ['L520', 'A103'], true],
    ['corporativo', 'Fusiones y Adquisiciones', 'COR-DD', 'Due diligence', ['40', '36', '48', '72'], ['P200', 'A104'], true],
    ['corporativo', 'Contratos', 'COR-CON', 'Redacción de contrato', ['6', '5.5', '24', '48'], ['P400', 'A103'], true],
    ['corporativo', 'Gobierno Corporativo', 'COR-ACT', 'Acta de asamblea', ['2', '1.75', '12', '24'], ['P400', 'A103'], true],
    ['corporativo', 'Gobierno Corporativo', 'COR-REG', 'Registro mercantil', ['3', '2.5', '24', '48'], ['P400', 'A103']],
    // The other practices' everyday work (the year of work in seeds/year-of-work.ts), counselling under C.
    ['laboral', 'Nómina y Seguridad Social', 'LAB-CTO', 'Contratos y políticas laborales', ['6', '5', '24', '48'], ['C300', 'A103'], true],
    ['laboral', 'Conflictos Laborales', 'LAB-DIS', 'Proceso disciplinario', ['5', '4.5', '24', '48'], ['C300', 'A104']],
    ['laboral', 'Conflictos Laborales', 'LAB-DEM', 'Demanda laboral', ['12', '11', '24', '48'], ['L210', 'A103'], true],
    ['laboral', 'Conflictos Laborales', 'LAB-AUD', 'Audiencia de conciliación laboral', ['3', '3', '24', '0'], ['L160', 'A109']],
    ['tributario', 'Impuestos Nacionales', 'TRI-DEC', 'Declaración tributaria', ['8', '7', '24', '48'], ['C300', 'A103'], true],
    ['tributario', 'Impuestos Nacionales', 'TRI-REQ', 'Respuesta a requerimiento de la DIAN', ['10', '9', '24', '48'], ['C300', 'A103'], true],
    ['tributario', 'Impuestos Nacionales', 'TRI-CON', 'Concepto tributario', ['4', '3.5', '24', '48'], ['C200', 'A102']],
    ['tributario', 'Impuestos Territoriales', 'TRI-ICA', 'Industria y comercio', ['5', '4', '24', '48'], ['C300', 'A103']],
    ['propiedad', 'Marcas', 'PI-REG', 'Solicitud de registro de marca', ['4', '3.5', '24', '48'], ['C400', 'A103'], true],
    ['propiedad', 'Marcas', 'PI-OPO', 'Oposición de marca', ['8', '7', '24', '48'], ['L210', 'A103'], true],
    ['propiedad', 'Derechos de Autor y Software', 'PI-LIC', 'Contrato de licencia', ['6', '5.5', '24', '48'], ['C300', 'A103'], true],
    ['administrativo', 'Regulatorio', 'ADM-TRA', 'Trámite ante autoridad', ['10', '9', '48', '72'], ['C400', 'A108']],
    ['administrativo', 'Regulatorio', 'ADM-CON', 'Concepto regulatorio', ['5', '4.5', '24', '48'], ['C200', 'A102']],
    ['administrativo', 'Contratación Estatal', 'ADM-LIC', 'Propuesta en licitación pública', ['16', '14', '48', '72'], ['C300', 'A103'], true],
  ] satisfies TypeLine[]
).map(([practice, unit, code, name, hours, utbms, document]) => ({ practice, unit, code, name, hours, utbms, document }));

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

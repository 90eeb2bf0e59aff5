// A month of the demo firm's work (issue 13, item 13): workflows from both flow types, activities in
// every state, the time registered on them over the last 30 days, tasks, comments, expenses and the
// leader's revisions. Dates count back from the day the seed first runs; rows have fixed ids, so
// later runs add nothing (the works' trigger keeps the totals of what is inserted).
import { storeOnce } from './stored-files.ts';
import { pdf } from '../../api/src/management/projects/documents/test-files.ts';
import type { MasterDataSeeder, SeedContext } from './seeder.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** End of a day in Bogotá (UTC-5): 23:59:59 local. */
const endOf = (d: string) => new Date(`${d}T23:59:59-05:00`).toISOString();

// A small deterministic generator: the same month on every machine.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

interface Act {
  key: string;
  type: string;
  practice: string;
  unit: string;
  title: string;
  project: 'andes-fusion' | 'textiles-tributario' | 'cafe-laboral';
  client: 'andes' | 'textiles' | 'cafe';
  state: string;
  who: 'professional' | 'leader' | null;
  start: number;
  days: number;
  hours: number; // worked over the month
  workflow?: string;
  position?: number;
  migrated?: boolean;
  revision?: 'approved' | 'returned';
}

const ACTIVITIES: Act[] = [
  // Incorporation workflow for Los Andes (corporate): due diligence audited, drafting in parallel, registration open.
  {
    key: 'soc-dd',
    type: 'COR-DD',
    practice: 'corporativo',
    unit: 'Fusiones y Adquisiciones',
    title: 'Due diligence Inversiones del Norte',
    project: 'andes-fusion',
    client: 'andes',
    state: 'AuditedByLeader',
    who: 'professional',
    start: -28,
    days: 8,
    hours: 34,
    workflow: 'soc',
    position: 0,
    revision: 'approved',
  },
  {
    key: 'soc-con',
    type: 'COR-CON',
    practice: 'corporativo',
    unit: 'Contratos',
    title: 'Estatutos de la sociedad absorbente',
    project: 'andes-fusion',
    client: 'andes',
    state: 'AwaitingRevision',
    who: 'professional',
    start: -18,
    days: 6,
    hours: 7,
    workflow: 'soc',
    position: 1,
  },
  {
    key: 'soc-act',
    type: 'COR-ACT',
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    title: 'Acta de asamblea de fusión',
    project: 'andes-fusion',
    client: 'andes',
    state: 'InProcess',
    who: 'professional',
    start: -10,
    days: 4,
    hours: 1.5,
    workflow: 'soc',
    position: 2,
  },
  {
    key: 'soc-reg',
    type: 'COR-REG',
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    title: 'Registro mercantil de la fusión',
    project: 'andes-fusion',
    client: 'andes',
    state: 'Assigned',
    who: null,
    start: 2,
    days: 3,
    hours: 0,
    workflow: 'soc',
    position: 3,
  },
  // Lawsuit workflow for TexMed (litigation).
  {
    key: 'lab-dem',
    type: 'LIT-DEM',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    title: 'Demanda de nulidad contra la liquidación oficial',
    project: 'textiles-tributario',
    client: 'textiles',
    state: 'AwaitingPreInvoice',
    who: 'professional',
    start: -30,
    days: 5,
    hours: 13,
    workflow: 'lab',
    position: 0,
    revision: 'approved',
  },
  {
    key: 'lab-con',
    type: 'LIT-CON',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    title: 'Réplica a la contestación de la DIAN',
    project: 'textiles-tributario',
    client: 'textiles',
    state: 'AwaitingRevision',
    who: 'professional',
    start: -20,
    days: 5,
    hours: 9.5,
    workflow: 'lab',
    position: 1,
  },
  {
    key: 'lab-aud',
    type: 'LIT-AUD',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    title: 'Audiencia inicial ante el Tribunal Administrativo',
    project: 'textiles-tributario',
    client: 'textiles',
    state: 'RequestForClarification',
    who: 'professional',
    start: -6,
    days: 2,
    hours: 2,
    workflow: 'lab',
    position: 2,
  },
  {
    key: 'lab-ale',
    type: 'LIT-ALE',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    title: 'Alegatos de conclusión',
    project: 'textiles-tributario',
    client: 'textiles',
    state: 'Assigned',
    who: null,
    start: 4,
    days: 3,
    hours: 0,
    workflow: 'lab',
    position: 3,
  },
  // Loose activities of the month.
  {
    key: 'con-proveedores',
    type: 'COR-CON',
    practice: 'corporativo',
    unit: 'Contratos',
    title: 'Contrato marco de proveedores Los Andes',
    project: 'andes-fusion',
    client: 'andes',
    state: 'InProcess',
    who: 'leader',
    start: -12,
    days: 10,
    hours: 11,
  },
  {
    key: 'acta-junta',
    type: 'COR-ACT',
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    title: 'Acta de junta directiva de marzo',
    project: 'andes-fusion',
    client: 'andes',
    state: 'Billed',
    who: 'leader',
    start: -29,
    days: 2,
    hours: 2.5,
    revision: 'approved',
    workflow: 'junta',
    position: 0,
  },
  {
    key: 'apelacion',
    type: 'LIT-APE',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    title: 'Recurso de apelación sanción por inexactitud',
    project: 'textiles-tributario',
    client: 'textiles',
    state: 'PreInvoiceInRevision',
    who: 'professional',
    start: -26,
    days: 6,
    hours: 8,
    revision: 'approved',
  },
  {
    key: 'dd-anexos',
    type: 'COR-DD',
    practice: 'corporativo',
    unit: 'Fusiones y Adquisiciones',
    title: 'Revisión de anexos laborales del due diligence',
    project: 'andes-fusion',
    client: 'andes',
    state: 'InProcess',
    who: 'professional',
    start: -8,
    days: 12,
    hours: 14,
    revision: 'returned',
  },
  {
    key: 'reg-camara',
    type: 'COR-REG',
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    title: 'Renovación de matrícula mercantil',
    project: 'andes-fusion',
    client: 'andes',
    state: 'Assigned',
    who: 'professional',
    start: -2,
    days: 5,
    hours: 0,
  },
  {
    key: 'migrada-2024',
    type: 'LIT-DEM',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    title: 'Demanda ejecutiva 2024 (herramienta anterior)',
    project: 'textiles-tributario',
    client: 'textiles',
    state: 'Billed',
    who: 'professional',
    start: -400,
    days: 20,
    hours: 0,
    migrated: true,
  },
];

const WORKFLOWS = [
  {
    key: 'soc',
    flowType: 'constitucion',
    title: 'Fusión Los Andes: constitución de la absorbente',
    project: 'andes-fusion',
    client: 'andes',
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    responsible: 'professional',
    group: 'EQ-CORP',
    start: -28,
  },
  {
    key: 'lab',
    flowType: 'proceso-laboral',
    title: 'TexMed contra DIAN: nulidad y restablecimiento',
    project: 'textiles-tributario',
    client: 'textiles',
    practice: 'litigios',
    unit: 'Procesos Civiles',
    responsible: 'professional',
    group: 'EQ-LIT',
    start: -30,
  },
  {
    key: 'junta',
    flowType: 'constitucion',
    title: 'Los Andes: reforma de estatutos de marzo',
    project: 'andes-fusion',
    client: 'andes',
    practice: 'corporativo',
    unit: 'Gobierno Corporativo',
    responsible: 'leader',
    group: 'EQ-CORP',
    start: -30,
  },
] as const;

export const seedProduction: MasterDataSeeder = async ({ trx, put, seedId, DEMO }: SeedContext) => {
  const owned = { tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId };
  const u = DEMO.users;
  const member = (table: string, column: string, rows: [string, string][]) =>
    put(
      table,
      rows.map(([user, target]) => ({ ...owned, user_id: user, [column]: target })),
      ['company_id', 'user_id', column],
    );

  // Who may take which work: the professional and the leader in the corporate and litigation units and types.
  const units = ['corporativo:Contratos', 'corporativo:Fusiones y Adquisiciones', 'corporativo:Gobierno Corporativo', 'litigios:Procesos Civiles'];
  const types = ['LIT-DEM', 'LIT-CON', 'LIT-AUD', 'LIT-ALE', 'LIT-APE', 'COR-DD', 'COR-CON', 'COR-ACT', 'COR-REG'];
  for (const who of [u.professional, u.leader]) {
    await member(
      'user_service_units',
      'service_unit_id',
      units.map((k) => [who, seedId(`unit:${k}`)]),
    );
    await member(
      'user_activity_types',
      'activity_type_id',
      types.map((k) => [who, seedId(`activity-type:${k}`)]),
    );
  }

  // The litigation's case, with its parties, holding the lawsuit's workflow and activities.
  await put('cases', [
    {
      id: seedId('case:texmed-dian'),
      ...owned,
      code: 'CAS-DEMO-TEXMED',
      title: 'TexMed contra DIAN: nulidad de la liquidación oficial 2024',
      description: 'Medio de control de nulidad y restablecimiento del derecho ante el Tribunal Administrativo de Antioquia',
      client_id: seedId('client:textiles'),
      project_id: seedId('project:textiles-tributario'),
      created_by: u.leader,
    },
    {
      id: seedId('case:andes-arbitraje'),
      ...owned,
      code: 'CAS-DEMO-ANDES',
      title: 'Arbitraje Los Andes contra Constructora del Norte',
      description: 'Tribunal de arbitramento de la Cámara de Comercio de Bogotá; laudo proferido',
      client_id: seedId('client:andes'),
      project_id: seedId('project:andes-fusion'),
      state: 'closed',
      created_by: u.leader,
    },
  ]);
  await put('case_parties', [
    {
      id: seedId('party:texmed:1'),
      ...owned,
      case_id: seedId('case:texmed-dian'),
      position: 0,
      side: 'party',
      name: 'Textiles Medellín Ltda.',
      document_number: '890456789',
    },
    {
      id: seedId('party:texmed:2'),
      ...owned,
      case_id: seedId('case:texmed-dian'),
      position: 1,
      side: 'counterparty',
      name: 'Dirección de Impuestos y Aduanas Nacionales',
      document_number: '800197268',
    },
    {
      id: seedId('party:andes:1'),
      ...owned,
      case_id: seedId('case:andes-arbitraje'),
      position: 0,
      side: 'party',
      name: 'Inversiones Los Andes S.A.S.',
      document_number: '900123456',
    },
    {
      id: seedId('party:andes:2'),
      ...owned,
      case_id: seedId('case:andes-arbitraje'),
      position: 1,
      side: 'counterparty',
      name: 'Constructora del Norte S.A.',
      document_number: '900765432',
    },
  ]);

  const flowDefinitions = new Map<string, unknown>();
  for (const f of await trx('flow_types')
    .whereIn(
      'id',
      WORKFLOWS.map((w) => seedId(`flow-type:${w.flowType}`)),
    )
    .select('id', 'definition')) {
    flowDefinitions.set(f.id, f.definition);
  }
  await put(
    'operative_workflows',
    WORKFLOWS.map((w) => ({
      id: seedId(`workflow:${w.key}`),
      ...owned,
      code: `FLU-DEMO-${w.key.toUpperCase()}`,
      title: w.title,
      flow_type_id: seedId(`flow-type:${w.flowType}`),
      client_id: seedId(`client:${w.client}`),
      project_id: seedId(`project:${w.project}`),
      practice_id: seedId(`practice:${w.practice}`),
      service_unit_id: seedId(`unit:${w.practice}:${w.unit}`),
      work_group_id: seedId(`group:${w.group}`),
      responsible_user_id: u[w.responsible],
      case_id: w.key === 'lab' ? seedId('case:texmed-dian') : null,
      // The lawsuit answers its flow type's form (the judicial process's data).
      dynamic_form_id: w.key === 'lab' ? seedId('dynamic-form:proceso-judicial') : null,
      answers: JSON.stringify(
        w.key === 'lab'
          ? {
              [seedId('dynamic-form-field:proceso-judicial:juzgado')]: 'Juzgado 12 Administrativo de Medellín',
              [seedId('dynamic-form-field:proceso-judicial:radicado')]: '05001233300020250012300',
              [seedId('dynamic-form-field:proceso-judicial:admision')]: day(-24),
              [seedId('dynamic-form-field:proceso-judicial:cuantia')]: '184500000',
              [seedId('dynamic-form-field:proceso-judicial:medidas')]: false,
            }
          : {},
      ),
      definition: JSON.stringify(flowDefinitions.get(seedId(`flow-type:${w.flowType}`)) ?? { nodes: [], edges: [] }),
      created_by: u.leader,
      created_at: new Date(Date.now() + w.start * DAY),
      state: w.key === 'junta' ? 'finished' : 'open',
      finished_at: w.key === 'junta' ? new Date(Date.now() - 20 * DAY) : null,
    })),
  );

  const activityId = (key: string) => seedId(`activity:${key}`);
  const estimates = new Map<string, string>(
    (await trx('activity_types').whereIn('code', types).where({ company_id: DEMO.mainCompanyId }).select('code', 'estimated_hours')).map((t) => [
      t.code,
      t.estimated_hours,
    ]),
  );
  const past = (a: Act) => !['Assigned', 'InProcess', 'RequestForClarification'].includes(a.state);
  await put(
    'activities',
    ACTIVITIES.map((a) => {
      const start = day(a.start);
      const end = day(a.start + a.days - 1);
      return {
        id: activityId(a.key),
        ...owned,
        code: `ACT-DEMO-${a.key.toUpperCase()}`,
        title: a.title,
        client_id: seedId(`client:${a.client}`),
        project_id: seedId(`project:${a.project}`),
        practice_id: seedId(`practice:${a.practice}`),
        service_unit_id: seedId(`unit:${a.practice}:${a.unit}`),
        activity_type_id: seedId(`activity-type:${a.type}`),
        workflow_id: a.workflow ? seedId(`workflow:${a.workflow}`) : null,
        workflow_position: a.position ?? null,
        case_id: a.workflow === 'lab' ? seedId('case:texmed-dian') : null,
        workflow_node: a.workflow ? `n-${a.type}` : null,
        responsible_user_id: a.who ? u[a.who] : null,
        created_by: u.leader,
        start_date: start,
        end_date: end,
        delivery_at: endOf(end),
        assigned_at: a.who ? new Date(`${start}T14:00:00Z`) : null,
        finished_at: past(a) ? new Date(`${end}T22:00:00Z`) : null,
        estimated_hours: estimates.get(a.type) ?? '0',
        is_autoassignable: !a.who,
        required_documents: false,
        required_revision: true,
        migrated: a.migrated ?? false,
        state: a.state,
        awaiting_revision_state: a.revision === 'approved' ? 2 : a.revision === 'returned' ? 3 : 1,
        is_appointment_schedule: a.type === 'LIT-AUD',
      };
    }),
  );

  // The month's time: each worked activity's hours spread over its working days, up to yesterday.
  const rand = random(20261126);
  const works: Record<string, unknown>[] = [];
  for (const a of ACTIVITIES.filter((x) => x.who && x.hours > 0)) {
    const days = [];
    for (let d = a.start; d < Math.min(a.start + a.days, 0); d += 1) {
      const weekday = new Date(Date.now() + d * DAY).getUTCDay();
      if (weekday !== 0 && weekday !== 6) days.push(d);
    }
    if (!days.length) days.push(Math.min(a.start, -1));
    let left = Math.round(a.hours * 60);
    days.forEach((d, i) => {
      const minutes = i === days.length - 1 ? left : Math.max(15, Math.min(left, Math.round((a.hours * 60) / days.length / 15) * 15));
      if (minutes <= 0) return;
      left -= minutes;
      const billable = a.type === 'COR-REG' ? 0 : Math.round(minutes * (0.75 + rand() * 0.25));
      works.push({
        id: seedId(`work:${a.key}:${i}`),
        ...owned,
        activity_id: activityId(a.key),
        project_id: seedId(`project:${a.project}`),
        user_id: u[a.who!],
        work_date: day(d),
        started_at: new Date(`${day(d)}T${String(13 + (i % 5)).padStart(2, '0')}:00:00Z`),
        minutes,
        billable_minutes: Math.min(billable, minutes),
        description: `${a.title}: avance ${i + 1}`,
      });
    });
  }
  await put('works', works);

  const task = (key: string, act: string, title: string, state: string, offset: number, who: string) => ({
    id: seedId(`task:${key}`),
    ...owned,
    activity_id: activityId(act),
    title,
    state,
    due_date: day(offset),
    assigned_user_id: who,
    created_by: u.leader,
    finished_at: state === 'finished' ? new Date(Date.now() + (offset - 1) * DAY) : null,
  });
  await put('activity_tasks', [
    task('acta-borrador', 'soc-act', 'Borrador del acta para revisión del cliente', 'inProgress', 2, u.professional),
    task('acta-firmas', 'soc-act', 'Recoger firmas del presidente y secretario', 'pending', 4, u.professional),
    task('dd-laboral', 'dd-anexos', 'Cruzar nómina con contratos vigentes', 'finished', -3, u.professional),
    task('dd-pensiones', 'dd-anexos', 'Verificar aportes a pensiones de 2025', 'pending', 3, u.professional),
    task('proveedores-anexo', 'con-proveedores', 'Anexo de niveles de servicio', 'inProgress', 1, u.leader),
    task('audiencia-poder', 'lab-aud', 'Sustituir poder para la audiencia', 'finished', -4, u.professional),
  ]);

  await put('activity_comments', [
    {
      id: seedId('comment:acta-1'),
      ...owned,
      activity_id: activityId('soc-act'),
      author_id: u.leader,
      message: '@profesional@demo.test por favor incluye la cláusula de aprobación del compromiso de fusión',
      mentions: [u.professional],
    },
    {
      id: seedId('comment:acta-2'),
      ...owned,
      activity_id: activityId('soc-act'),
      author_id: u.professional,
      message: 'Incluida en la sección tercera; queda pendiente la firma del secretario',
      mentions: [],
    },
    {
      id: seedId('comment:audiencia-1'),
      ...owned,
      activity_id: activityId('lab-aud'),
      author_id: u.professional,
      message: '@lider@demo.test ¿confirmamos la fecha con el cliente antes de radicar el memorial?',
      mentions: [u.leader],
    },
  ]);

  await put('activity_revisions', [
    {
      id: seedId('revision:soc-dd'),
      ...owned,
      activity_id: activityId('soc-dd'),
      decision: 'approved',
      reason: 'Completo y bien soportado',
      decided_by: u.leader,
    },
    { id: seedId('revision:lab-dem'), ...owned, activity_id: activityId('lab-dem'), decision: 'approved', reason: null, decided_by: u.leader },
    { id: seedId('revision:acta-junta'), ...owned, activity_id: activityId('acta-junta'), decision: 'approved', reason: null, decided_by: u.administrator },
    { id: seedId('revision:apelacion'), ...owned, activity_id: activityId('apelacion'), decision: 'approved', reason: null, decided_by: u.leader },
    {
      id: seedId('revision:dd-anexos'),
      ...owned,
      activity_id: activityId('dd-anexos'),
      decision: 'returned',
      reason: 'Faltan los anexos de los contratos de aprendizaje',
      decided_by: u.leader,
    },
  ]);

  const cop = await trx('currencies').where({ company_id: DEMO.mainCompanyId, code: 'COP' }).first('id');
  const expenseTypes = await trx('expense_types').where({ company_id: DEMO.mainCompanyId }).orderBy('code').limit(2).pluck('id');
  if (cop && expenseTypes.length) {
    await put('expenses', [
      {
        id: seedId('expense:registro'),
        ...owned,
        activity_id: activityId('soc-dd'),
        project_id: seedId('project:andes-fusion'),
        expense_type_id: expenseTypes[0],
        currency_id: cop.id,
        value: '185000',
        description: 'Certificados de tradición y libertad',
        expense_date: day(-20),
        created_by: u.professional,
      },
      {
        id: seedId('expense:notificacion'),
        ...owned,
        activity_id: activityId('lab-dem'),
        project_id: seedId('project:textiles-tributario'),
        expense_type_id: expenseTypes[expenseTypes.length - 1],
        currency_id: cop.id,
        value: '42000',
        description: 'Notificación por correo certificado',
        expense_date: day(-25),
        created_by: u.professional,
      },
      {
        id: seedId('expense:viaje'),
        ...owned,
        workflow_id: seedId('workflow:lab'),
        project_id: seedId('project:textiles-tributario'),
        expense_type_id: expenseTypes[0],
        currency_id: cop.id,
        value: '350000',
        description: 'Tiquetes a Medellín para la audiencia',
        expense_date: day(-7),
        created_by: u.professional,
      },
    ]);
  }
  await seedProductionFiles({ trx, put, seedId, DEMO }, activityId);
  await seedAgendaAndNotices({ trx, put, seedId, DEMO }, activityId);
};

/**
 * The month's agenda and inbox: the lawsuit's hearing and a client meeting (each with its history's
 * creation), and the notifications the month's work would have left (assignment, return with its
 * reason, approval, a mention, a share with the administrator), some already read.
 */
async function seedAgendaAndNotices({ put, seedId, DEMO }: SeedContext, activityId: (key: string) => string) {
  const owned = { tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId };
  const u = DEMO.users;
  // An hour of a day, in Bogotá (the demo company's time zone).
  const at = (days: number, hour: number) => new Date(`${day(days)}T${String(hour).padStart(2, '0')}:00:00-05:00`).toISOString();
  const appointments = [
    {
      key: 'audiencia',
      activity: 'lab-aud',
      subject: 'Audiencia inicial: Tribunal Administrativo de Antioquia',
      location: 'Calle 14 # 48-32, Medellín, sala 3',
      starts: at(3, 9),
      ends: at(3, 11),
      attendees: ['juridica@texmed.com.co'],
      organizer: u.professional,
      reminder: 60,
    },
    {
      key: 'reunion-andes',
      activity: 'soc-act',
      subject: 'Revisión del acta de asamblea con Los Andes',
      location: 'Videollamada',
      starts: at(1, 15),
      ends: at(1, 16),
      attendees: ['gerencia@losandes.com.co'],
      organizer: u.professional,
      reminder: 15,
    },
  ];
  await put(
    'appointments',
    appointments.map((a) => ({
      id: seedId(`appointment:${a.key}`),
      ...owned,
      activity_id: activityId(a.activity),
      organizer_id: a.organizer,
      subject: a.subject,
      location: a.location,
      starts_at: a.starts,
      ends_at: a.ends,
      reminder_minutes: a.reminder,
      attendees: a.attendees,
      uid: `seed-${a.key}@lawfirm-platform`,
    })),
  );
  await put(
    'appointment_changes',
    appointments.map((a) => ({
      id: seedId(`appointment-change:${a.key}`),
      ...owned,
      appointment_id: seedId(`appointment:${a.key}`),
      changed_by: a.organizer,
      change: 'create',
      after: JSON.stringify({ subject: a.subject, location: a.location, startsAt: a.starts, endsAt: a.ends, attendees: a.attendees }),
    })),
  );
  const link = (key: string) => `/operative-activities/general-activities/view/${activityId(key)}`;
  const readOn = new Date(Date.now() - 2 * DAY).toISOString();
  await put(
    'notifications',
    [
      {
        key: 'asignada',
        user: u.professional,
        kind: 'activityAssigned',
        activity: 'reg-camara',
        params: { code: 'ACT-DEMO-REG-CAMARA', title: 'Renovación de matrícula mercantil' },
        read: false,
      },
      {
        key: 'devuelta',
        user: u.professional,
        kind: 'activityReturned',
        activity: 'dd-anexos',
        params: {
          code: 'ACT-DEMO-DD-ANEXOS',
          title: 'Revisión de anexos laborales del due diligence',
          reason: 'Faltan los anexos de los contratos de aprendizaje',
        },
        read: false,
      },
      {
        key: 'aprobada',
        user: u.professional,
        kind: 'activityApproved',
        activity: 'soc-dd',
        params: { code: 'ACT-DEMO-SOC-DD', title: 'Due diligence Inversiones del Norte', reason: '' },
        read: true,
      },
      {
        key: 'mencion',
        user: u.leader,
        kind: 'mentioned',
        activity: 'lab-con',
        params: { code: 'ACT-DEMO-LAB-CON', title: 'Réplica a la contestación de la DIAN' },
        read: false,
      },
      {
        key: 'compartida-admin',
        user: u.administrator,
        kind: 'activityShared',
        activity: 'soc-act',
        params: { code: 'ACT-DEMO-SOC-ACT', title: 'Acta de asamblea de fusión' },
        read: true,
      },
    ].map((n) => ({
      id: seedId(`notification:${n.key}`),
      ...owned,
      user_id: n.user,
      kind: n.kind,
      params: JSON.stringify(n.params),
      link: link(n.activity),
      read_at: n.read ? readOn : null,
    })),
  );
}

/**
 * The documents of the month's work, for the documentation centre: attachments of two activities
 * and of the lawsuit's workflow, and an expense's support (each an upload whose bytes are in the file store).
 */
async function seedProductionFiles({ trx, put, seedId, DEMO }: SeedContext, activityId: (key: string) => string) {
  const owned = { tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId };
  const upload = async (key: string, name: string, by: string) => {
    const id = seedId(`upload:production:${key}`);
    const storageKey = `${DEMO.tenantId}/${DEMO.mainCompanyId}/uploads/${id}`;
    const bytes = pdf(6144, name.replace(/\.pdf$/, ''));
    await put('uploads', [{ id, ...owned, created_by: by, name, size: bytes.length, content_type: 'application/pdf', storage_key: storageKey }]);
    await storeOnce(storageKey, bytes);
    return JSON.stringify({ id, name, size: bytes.length, contentType: 'application/pdf' });
  };
  const u = DEMO.users;
  await put('activity_files', [
    {
      id: seedId('activity-file:soc-dd'),
      ...owned,
      activity_id: activityId('soc-dd'),
      position: 0,
      file: await upload('soc-dd', 'Informe de due diligence Inversiones del Norte.pdf', u.professional),
      description: 'Informe final entregado al cliente',
    },
    {
      id: seedId('activity-file:lab-dem'),
      ...owned,
      activity_id: activityId('lab-dem'),
      position: 0,
      file: await upload('lab-dem', 'Demanda de nulidad radicada.pdf', u.professional),
      description: 'Con sello de radicación del Tribunal',
    },
  ]);
  await put('workflow_files', [
    {
      id: seedId('workflow-file:lab'),
      ...owned,
      workflow_id: seedId('workflow:lab'),
      position: 0,
      file: await upload('lab-poder', 'Poder especial TexMed.pdf', u.leader),
      description: 'Poder para actuar ante el Tribunal',
    },
  ]);
  // The certificates' receipt supports their expense (seeded above when the company has its expense types).
  await trx('expenses')
    .where({ id: seedId('expense:registro') })
    .update({ support_file: await upload('registro', 'Recibo certificados de tradición.pdf', u.professional) });
}

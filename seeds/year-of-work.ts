// Twelve months of the firm's work (issue 29, item 7): the demo staff's activities on the clients'
// matters, the time registered on them day by day, and each one's place in the settlement, ending
// the day before the seed's day (seed-calendar.ts). Each person's month is laid out over their work
// days (half-timers Monday to Wednesday, no holidays) in runs of a few days per activity, topping up
// the days production.ts's month already holds; matters billed whatever the work (fixed fees,
// retainers) get work every month. Written once, with the settlement (seeds/settlement.ts), which
// bills each matter's closed cycles through the API's own pipeline.
import type { Knex } from 'knex';
import type { DemoUserKind } from './demo-users.ts';
import { DEMO, seedId } from './demo-ids.ts';
import { MATTERS } from './master-data/portfolio.ts';
import { addDays, bogota, monthEnd, monthName, monthStart, monthsBetween, nextWeekday, random, seedDay, weekday, type Day } from './seed-calendar.ts';

type Staff = Extract<DemoUserKind, 'professional' | 'leader' | 'administrator' | 'commercialManager' | 'loyaltyManager' | 'externalUser'>;

/**
 * How a person works: their days (1 Monday), hours a day on an activity, days an activity takes, how
 * often a day has none, and whether they hold work ahead (the professional's and the leader's open
 * work is production.ts's month).
 */
interface Person {
  days: number[];
  hours: [number, number];
  span: [number, number];
  idle: number;
  ahead: boolean;
}

const PEOPLE: Record<Staff, Person> = {
  professional: { days: [1, 2, 3, 4, 5], hours: [5, 7.5], span: [3, 7], idle: 0.08, ahead: false },
  leader: { days: [1, 2, 3, 4, 5], hours: [3.5, 6], span: [3, 5], idle: 0.1, ahead: false },
  administrator: { days: [1, 2, 3, 4, 5], hours: [3, 5.5], span: [3, 6], idle: 0.12, ahead: true },
  commercialManager: { days: [1, 2, 3, 4, 5], hours: [2, 3.5], span: [2, 4], idle: 0.45, ahead: true },
  loyaltyManager: { days: [1, 2, 3], hours: [3, 4], span: [2, 4], idle: 0.1, ahead: true },
  externalUser: { days: [1, 2, 3], hours: [2.5, 4], span: [2, 4], idle: 0.1, ahead: true },
};

/** The work on a matter: who does it, what (titles with {mes} recur monthly, the others come once, in order), and how it is billed. */
interface WorkPlan {
  project: string;
  agreement: string;
  /** The first takes the months the agreement bills whatever the work (fixed parts, retainers). */
  staff: Staff[];
  work: [type: string, title: string][];
  /** Months per billing cycle, counted from the first month of work. */
  every?: number;
  /** Or cycles closing at these months (relative to the seed's): milestones by date. */
  at?: number[];
  /** First and last month of work, relative to the seed's (within the agreement's validity). */
  from?: number;
  until?: number;
  /** Bills something every month (fixed, retainer, mixed): work each month. */
  monthly?: boolean;
  /** The latest cycle due is not invoiced yet: its pre-invoice waits in this state. */
  pending?: 'created' | 'revision';
  /** Pro bono: the time is not billable and the work is never settled. */
  probono?: boolean;
  /** Last month's finished work stays audited, to be reassigned before it is sent (seeds/settlement.ts). */
  reassign?: boolean;
}

const WORK_PLANS: readonly WorkPlan[] = [
  // The first clients' matters (agreements of 2026, seeds/master-data/agreements.ts). The merger's
  // fusion agreement is the settlement tests' own (its months are theirs) and keeps production.ts's month only;
  // the foundation's concepts and hearings are types of the corporate practice, the professional's.
  {
    project: 'andes-gobierno',
    agreement: 'gobierno',
    staff: ['leader', 'professional'],
    monthly: true,
    every: 3,
    pending: 'revision',
    work: [
      ['COR-ACT', 'Reforma estatutaria: aumento del capital autorizado'],
      ['AUDIENCIA', 'Audiencia ante la Superintendencia de Sociedades'],
      ['COR-REG', 'Registro de nombramientos ante la Cámara de Comercio'],
      ['COR-ACT', 'Informe de gestión para la asamblea ordinaria'],
      ['AUDIENCIA', 'Audiencia de conciliación con accionistas minoritarios'],
      ['COR-ACT', 'Acta de junta directiva de {mes}'],
    ],
  },
  {
    project: 'andes-contratos',
    agreement: 'contratos',
    staff: ['professional', 'externalUser', 'commercialManager'],
    every: 3,
    work: [
      ['COR-CON', 'Contrato marco de servicios tecnológicos'],
      ['COR-CON', 'Acuerdo de confidencialidad con inversionistas'],
      ['CONCEPTO', 'Concepto sobre cláusulas de exclusividad'],
      ['COR-CON', 'Otrosí al arrendamiento de la sede principal'],
      ['COR-CON', 'Contratos con proveedores de {mes}'],
    ],
  },
  {
    project: 'cafe-laboral',
    agreement: 'laboral',
    staff: ['loyaltyManager', 'leader'],
    monthly: true,
    every: 3,
    work: [
      ['LAB-CTO', 'Contratos de trabajo de la temporada de cosecha'],
      ['LAB-DIS', 'Proceso disciplinario en la planta de trilla'],
      ['LAB-CTO', 'Plan de retiro voluntario: acuerdos individuales'],
      ['LAB-AUD', 'Audiencia de conciliación ante el Ministerio del Trabajo'],
      ['LAB-CTO', 'Consultas laborales de {mes}'],
    ],
  },
  {
    project: 'cafe-exportaciones',
    agreement: 'exportaciones',
    staff: ['professional', 'commercialManager'],
    every: 3,
    work: [
      ['CONTRATO', 'Compraventa internacional con importador de Hamburgo'],
      ['CONCEPTO', 'Concepto sobre Incoterms y riesgo del transporte'],
      ['CONTRATO', 'Contrato de agencia comercial en Japón'],
      ['CONCEPTO', 'Concepto sobre certificados de origen'],
      ['CONTRATO', 'Suministro de café especial de {mes}'],
    ],
  },
  {
    project: 'fundacion-probono',
    agreement: 'probono',
    staff: ['professional'],
    probono: true,
    work: [
      ['CONCEPTO', 'Concepto sobre donaciones y beneficio tributario'],
      ['COR-CON', 'Convenio de cooperación con la Alcaldía de Cali'],
      ['CONCEPTO', 'Permanencia en el régimen tributario especial'],
      ['COR-CON', 'Convenios de voluntariado de {mes}'],
    ],
  },
  {
    project: 'fundacion-laboral',
    agreement: 'donaciones',
    staff: ['professional'],
    every: 4,
    from: -8,
    work: [
      ['CONCEPTO', 'Concepto sobre la contratación de docentes'],
      ['AUDIENCIA', 'Audiencia de conciliación con extrabajadora'],
      ['CONCEPTO', 'Concepto sobre aportes parafiscales de {mes}'],
    ],
  },
  // The other clients' matters (seeds/master-data/portfolio.ts).
  {
    project: 'constructora-obras',
    agreement: 'constructora-obras',
    staff: ['professional', 'externalUser', 'leader'],
    monthly: true,
    every: 3,
    work: [
      ['COR-CON', 'Contrato de obra Torre Mar Caribe'],
      ['COR-CON', 'Documento de consorcio para la vía Barranquilla - Ciénaga'],
      ['CONCEPTO', 'Concepto sobre pólizas de cumplimiento'],
      ['COR-DD', 'Estudio de títulos del lote Villa Campestre'],
      ['CONCEPTO', 'Concepto sobre la licencia de construcción'],
      ['COR-CON', 'Contratos de subcontratistas de {mes}'],
    ],
  },
  {
    project: 'clinica-laboral',
    agreement: 'clinica-laboral',
    staff: ['loyaltyManager', 'leader'],
    monthly: true,
    every: 3,
    pending: 'created',
    work: [
      ['LAB-CTO', 'Contratos del personal asistencial'],
      ['LAB-DIS', 'Proceso disciplinario en urgencias'],
      ['LAB-CTO', 'Política de turnos y horas extras'],
      ['LAB-AUD', 'Audiencia de conciliación con enfermera jefe'],
      ['LAB-CTO', 'Consultas de gestión humana de {mes}'],
    ],
  },
  {
    project: 'transportes-rc',
    agreement: 'transportes-rc',
    staff: ['professional', 'leader'],
    every: 3,
    work: [
      ['LIT-CON', 'Contestación de demanda por el accidente en la vía Pasto - Ipiales'],
      ['LIT-AUD', 'Audiencia inicial en el Juzgado Civil del Circuito de Pasto'],
      ['LIT-DEM', 'Llamamiento en garantía a la aseguradora'],
      ['LIT-ALE', 'Alegatos en el proceso del bus 214'],
      ['LIT-CON', 'Memoriales y vigilancia de procesos de {mes}'],
    ],
  },
  {
    project: 'energia-licencia',
    agreement: 'energia-licencia',
    staff: ['externalUser', 'leader', 'administrator'],
    at: [-8, -4],
    reassign: true,
    work: [
      ['ADM-TRA', 'Estudio de impacto ambiental ante la ANLA'],
      ['ADM-CON', 'Concepto sobre consulta previa'],
      ['ADM-TRA', 'Permiso de aprovechamiento forestal'],
      ['ADM-CON', 'Concepto sobre la conexión al Sistema Interconectado Nacional'],
      ['ADM-TRA', 'Seguimiento al trámite de la licencia de {mes}'],
    ],
  },
  {
    project: 'alimentos-tributario',
    agreement: 'alimentos-tributario',
    staff: ['administrator'],
    every: 3,
    work: [
      ['TRI-CON', 'Concepto sobre IVA en alimentos procesados'],
      ['TRI-ICA', 'Declaración de industria y comercio de Chía'],
      ['TRI-REQ', 'Respuesta a requerimiento ordinario de la DIAN'],
      ['TRI-DEC', 'Declaración de retención en la fuente de {mes}'],
    ],
  },
  {
    project: 'hoteles-laboral',
    agreement: 'hoteles-laboral',
    staff: ['loyaltyManager', 'leader'],
    monthly: true,
    every: 3,
    pending: 'revision',
    work: [
      ['LAB-CTO', 'Contratos de trabajo de temporada alta'],
      ['LAB-AUD', 'Audiencia ante el Juzgado Laboral de Cartagena'],
      ['LAB-DIS', 'Descargos del personal de recepción'],
      ['LAB-CTO', 'Reglamento interno de trabajo'],
      ['LAB-CTO', 'Consultas laborales de {mes}'],
    ],
  },
  {
    project: 'farmaceuticos-regulatorio',
    agreement: 'farmaceuticos-regulatorio',
    staff: ['leader', 'professional'],
    every: 3,
    work: [
      ['ADM-TRA', 'Registro sanitario de tabletas de liberación prolongada'],
      ['ADM-CON', 'Concepto sobre publicidad de medicamentos de venta libre'],
      ['ADM-CON', 'Concepto sobre el control de precios de medicamentos'],
      ['ADM-TRA', 'Renovación de registros sanitarios de {mes}'],
    ],
  },
  {
    project: 'moda-marcas',
    agreement: 'moda-marcas',
    staff: ['externalUser', 'professional'],
    every: 3,
    work: [
      ['PI-REG', 'Registro de la marca Montañera en la clase 25'],
      ['PI-REG', 'Registro de la marca Paisa Denim en las clases 18 y 25'],
      ['PI-OPO', 'Oposición a la marca Paisana Jeans'],
      ['PI-REG', 'Registro de signos de la colección de {mes}'],
    ],
  },
  {
    project: 'editorial-licencias',
    agreement: 'editorial-licencias',
    staff: ['externalUser', 'professional'],
    every: 3,
    work: [
      ['PI-LIC', 'Contrato de edición de novela histórica'],
      ['PI-LIC', 'Licencia de traducción al inglés'],
      ['PI-REG', 'Registro de obras ante la Dirección Nacional de Derecho de Autor'],
      ['PI-LIC', 'Contratos de edición de {mes}'],
    ],
  },
  {
    project: 'petrolera-corporativo',
    agreement: 'petrolera-corporativo',
    staff: ['administrator', 'leader'],
    every: 3,
    work: [
      ['COR-CON', 'Contrato de operación del bloque Llanos 58'],
      ['TRI-CON', 'Concepto sobre precios de transferencia'],
      ['COR-CON', 'Contrato de transporte de crudo por oleoducto'],
      ['TRI-CON', 'Concepto sobre regalías y contraprestaciones'],
      ['COR-ACT', 'Acta de junta directiva de {mes}'],
    ],
  },
  {
    project: 'inmobiliaria-iguala',
    agreement: 'inmobiliaria-iguala',
    staff: ['externalUser', 'commercialManager'],
    monthly: true,
    every: 3,
    work: [
      ['COR-CON', 'Promesas de compraventa del proyecto Bahía Taganga'],
      ['CONCEPTO', 'Concepto sobre el reglamento de propiedad horizontal'],
      ['CONCEPTO', 'Concepto sobre la fiducia de preventas'],
      ['COR-CON', 'Contratos de arrendamiento turístico de {mes}'],
    ],
  },
  {
    project: 'cooperativa-laboral',
    agreement: 'cooperativa-laboral',
    staff: ['loyaltyManager'],
    every: 3,
    pending: 'created',
    work: [
      ['LAB-CTO', 'Reforma del reglamento interno de trabajo'],
      ['LAB-DIS', 'Proceso disciplinario en la bodega de Pitalito'],
      ['LAB-DEM', 'Contestación de demanda laboral de extrabajador'],
      ['LAB-CTO', 'Consultas laborales de {mes}'],
    ],
  },
  {
    project: 'software-licencias',
    agreement: 'software-licencias',
    staff: ['professional', 'commercialManager'],
    every: 3,
    work: [
      ['PI-LIC', 'Licencia de uso del software de nómina en la nube'],
      ['CONCEPTO', 'Concepto sobre el tratamiento de datos personales'],
      ['PI-LIC', 'Términos y condiciones de la aplicación móvil'],
      ['CONCEPTO', 'Política de privacidad de {mes}'],
    ],
  },
  {
    project: 'flores-devolucion',
    agreement: 'flores-devolucion',
    staff: ['administrator'],
    monthly: true,
    every: 2,
    until: -5,
    work: [
      ['TRI-REQ', 'Solicitud de devolución del saldo a favor de IVA 2025'],
      ['TRI-CON', 'Concepto sobre las sociedades de comercialización internacional'],
      ['TRI-REQ', 'Respuesta al auto de inspección tributaria'],
      ['TRI-CON', 'Seguimiento a la devolución de {mes}'],
    ],
  },
  {
    project: 'ocampo-sucesion',
    agreement: 'ocampo-sucesion',
    staff: ['professional'],
    monthly: true,
    every: 3,
    work: [
      ['CONCEPTO', 'Inventario y avalúo de los bienes de la herencia'],
      ['LIT-DEM', 'Demanda de apertura de la sucesión'],
      ['LIT-AUD', 'Diligencia de inventarios y avalúos'],
      ['CONCEPTO', 'Trabajo de partición de {mes}'],
    ],
  },
  {
    project: 'jaramillo-renta',
    agreement: 'jaramillo-renta',
    staff: ['administrator'],
    every: 3,
    until: -2,
    work: [
      ['TRI-CON', 'Concepto sobre activos en el exterior'],
      ['TRI-DEC', 'Declaración de renta y complementarios 2025'],
      ['TRI-DEC', 'Declaración de activos en el exterior 2026'],
      ['TRI-CON', 'Consulta tributaria de {mes}'],
    ],
  },
  {
    project: 'barrera-pertenencia',
    agreement: 'barrera-pertenencia',
    staff: ['professional', 'leader'],
    every: 3,
    work: [
      ['LIT-DEM', 'Demanda de pertenencia del predio La Linda'],
      ['LIT-AUD', 'Inspección judicial al predio'],
      ['LIT-CON', 'Réplica a la oposición de los herederos'],
      ['LIT-ALE', 'Alegatos de conclusión'],
      ['LIT-CON', 'Memoriales e impulso procesal de {mes}'],
    ],
  },
  {
    project: 'moreno-laboral',
    agreement: 'moreno-laboral',
    staff: ['loyaltyManager'],
    every: 3,
    work: [
      ['LAB-DEM', 'Demanda por despido sin justa causa'],
      ['LAB-AUD', 'Audiencia de conciliación obligatoria'],
      ['LAB-AUD', 'Audiencia de trámite y juzgamiento'],
      ['LAB-AUD', 'Audiencia de seguimiento de {mes}'],
    ],
  },
];

/** Where an activity's work ends in the settlement. */
export type CycleState = 'open' | 'created' | 'revision' | 'billed';

/** A matter's months billed together: their blocks go into one pre-invoice (invoiced on `issue` when billed). */
export interface Cycle {
  agreementId: string;
  months: Day[];
  closes: Day;
  issue: Day;
  state: CycleState;
  activityIds: string[];
}

export interface YearOfWork {
  /** Activities audited and headed for the settlement (written as AuditedByLeader; the settlement moves them on). */
  toSettle: string[];
  /** The cycles that reached a pre-invoice, in the order they closed. */
  cycles: Cycle[];
}

type Row = Record<string, unknown>;
const round15 = (minutes: number) => Math.max(15, Math.round(minutes / 15) * 15);

/**
 * Writes the year of work of the main company (activities, their time, the leader's approvals and
 * who may take what) and answers what the settlement has to do with it. Runs in the settlement's
 * transaction (snake-case mappers).
 */
export async function seedYearOfWork(trx: Knex.Transaction): Promise<YearOfWork> {
  const today = seedDay();
  const rand = random(20_261_128);
  const between = ([lo, hi]: [number, number]) => lo + rand() * (hi - lo);
  const owned = { tenantId: DEMO.tenantId, companyId: DEMO.mainCompanyId };
  const u = DEMO.users;

  const agreements = new Map<string, { id: string; start: Day; end: Day }>();
  for (const a of await trx('trade_agreements')
    .whereIn(
      'id',
      WORK_PLANS.map((p) => seedId(`agreement:${p.agreement}`)),
    )
    .select('id', trx.raw(`to_char(start_date, 'YYYY-MM-DD') as start`), trx.raw(`to_char(end_date, 'YYYY-MM-DD') as "end"`))) {
    agreements.set(a.id, { id: a.id, start: a.start, end: a.end });
  }
  const types = new Map<string, { id: string; practiceId: string; serviceUnitId: string | null; estimatedHours: string }>();
  for (const t of await trx('activity_types').where({ companyId: DEMO.mainCompanyId }).select('id', 'code', 'practiceId', 'serviceUnitId', 'estimatedHours')) {
    types.set(t.code, t);
  }
  const holidays = new Set(
    (await trx('company_holidays').where({ companyId: DEMO.mainCompanyId }).select(trx.raw(`to_char(day, 'YYYY-MM-DD') as day`))).map(
      (h: { day: string }) => h.day,
    ),
  );

  // Each plan's months of work: the last twelve, inside its agreement, its own from/until.
  const plans = WORK_PLANS.map((p) => {
    const agreement = agreements.get(seedId(`agreement:${p.agreement}`));
    if (!agreement) throw new Error(`demo work plan ${p.project}: no agreement ${p.agreement}`);
    const first = Math.max(-11, p.from ?? -11, monthsBetween(today, agreement.start));
    const last = Math.min(0, p.until ?? 0, monthsBetween(today, agreement.end));
    return { ...p, agreement, first, last, used: 0, recurring: p.work.filter(([, title]) => title.includes('{mes}')) };
  });
  const nextWork = (plan: (typeof plans)[number], month: Day): [string, string] => {
    const once = plan.work.filter(([, title]) => !title.includes('{mes}'));
    const [type, title] = plan.used < once.length ? once[plan.used] : plan.recurring[(plan.used - once.length) % plan.recurring.length];
    plan.used += 1;
    return [type, title.replace('{mes}', monthName(month))];
  };
  // Months a matter must have work in: every one for fixed parts and retainers, the milestones' months.
  const needs = (plan: (typeof plans)[number], offset: number) => !!plan.monthly || !!plan.at?.includes(offset);

  interface Planned {
    key: string;
    plan: (typeof plans)[number];
    who: Staff;
    type: string;
    title: string;
    days: Day[];
    minutes: number[];
    worked: Day[];
    done: boolean;
    month: number;
  }
  const planned: Planned[] = [];
  // Time already registered (production.ts's month): a day's work tops it up to the person's day.
  const busy = new Map<string, number>(
    (
      await trx('works')
        .where({ companyId: DEMO.mainCompanyId })
        .groupBy('userId', 'workDate')
        .select('userId', trx.raw(`to_char(work_date, 'YYYY-MM-DD') as day`), trx.raw('sum(minutes)::int as minutes'))
    ).map((w: { userId: string; day: string; minutes: number }) => [`${w.userId}:${w.day}`, w.minutes]),
  );
  const yesterday = addDays(today, -1);
  for (const [who, person] of Object.entries(PEOPLE) as [Staff, Person][]) {
    for (let offset = -11; offset <= 0; offset += 1) {
      const mine = plans.filter((p) => p.staff.includes(who) && offset >= p.first && offset <= p.last);
      if (!mine.length) continue;
      const queue = [...mine.filter((p) => p.staff[0] === who && needs(p, offset))];
      const others = mine.filter((p) => !queue.includes(p));
      const rest = others.length ? others : mine;
      const from = monthStart(today, offset);
      // This month's work days up to yesterday; for those who hold work ahead, the current month's weeks ahead too.
      const days: Day[] = [];
      for (let d = from; d <= monthEnd(today, offset); d = addDays(d, 1)) {
        if (person.days.includes(weekday(d)) && !holidays.has(d) && (d <= yesterday || (offset === 0 && person.ahead))) days.push(d);
      }
      let turn = offset + 11;
      let ahead = false;
      for (let i = 0, n = 0; i < days.length; n += 1) {
        if (days[i] > yesterday) {
          if (ahead) break; // one activity assigned ahead is enough
          ahead = true;
        } else if (rand() < person.idle) {
          i += 1;
          continue;
        }
        const span = Math.round(between(person.span));
        const run = days.slice(i, i + span);
        i += span;
        const plan = queue.shift() ?? rest[turn++ % rest.length];
        const [type, title] = nextWork(plan, from);
        const daily = between(person.hours) * 60;
        // Each past day of the run, what is left of the person's day once the time already there counts.
        const past = run
          .filter((d) => d <= yesterday)
          .map((d) => [d, Math.round((daily * (0.8 + rand() * 0.4) - (busy.get(`${u[who]}:${d}`) ?? 0)) / 15) * 15] as const);
        const worked = past.filter(([, minutes]) => minutes >= 30);
        const done = past.length === run.length;
        if (done && !worked.length) continue; // the person's days were full already
        planned.push({
          key: `${who}:${offset}:${n}`,
          plan,
          who,
          type,
          title,
          days: run,
          month: offset,
          done,
          worked: worked.map(([d]) => d),
          minutes: worked.map(([, minutes]) => minutes),
        });
      }
    }
  }

  // The matters' billing cycles and their state on the seed's day.
  const cycles = new Map<string, Cycle>();
  const cycleOf = (plan: (typeof plans)[number], offset: number): Cycle => {
    let end: number;
    if (plan.at) end = plan.at.find((m) => m >= offset) ?? plan.last + 1;
    else {
      const every = plan.every ?? 1;
      end = plan.first + Math.floor((offset - plan.first) / every) * every + every - 1;
    }
    const key = `${plan.agreement.id}:${end}`;
    let cycle = cycles.get(key);
    if (!cycle) {
      const closes = monthEnd(today, end);
      const issue = nextWeekday(addDays(closes, 4));
      cycle = {
        agreementId: plan.agreement.id,
        months: [],
        closes,
        issue,
        activityIds: [],
        state: closes >= today || end > plan.last ? 'open' : issue >= today ? 'created' : 'billed',
      };
      cycles.set(key, cycle);
    }
    const month = monthStart(today, offset);
    if (!cycle.months.includes(month)) cycle.months.push(month);
    return cycle;
  };
  // The latest cycle due of a matter that waits on its pre-invoice.
  for (const plan of plans.filter((p) => p.pending)) {
    const due = planned
      .filter((a) => a.plan === plan && a.done)
      .map((a) => cycleOf(plan, a.month))
      .filter((c) => c.state === 'billed');
    const latest = due.sort((a, b) => a.closes.localeCompare(b.closes)).at(-1);
    if (latest) latest.state = plan.pending!;
  }

  const activities: Row[] = [];
  const works: Row[] = [];
  const revisions: Row[] = [];
  const toSettle: string[] = [];
  for (const a of planned) {
    const id = seedId(`activity:year:${a.key}`);
    const type = types.get(a.type);
    if (!type) throw new Error(`demo work plan ${a.plan.project}: no activity type ${a.type}`);
    const start = a.days[0];
    const end = a.days.at(-1)!;
    const finishedOn = a.done ? end : null;
    let state: string;
    if (!finishedOn) state = !a.worked.length ? 'Assigned' : rand() < 0.2 ? 'RequestForClarification' : 'InProcess';
    else if (finishedOn >= addDays(today, -5)) state = 'AwaitingRevision';
    else if (a.plan.probono || a.month === 0 || (a.plan.reassign && a.month === -1)) state = 'AuditedByLeader';
    else {
      const cycle = cycleOf(a.plan, a.month);
      state = cycle.state === 'open' ? 'AwaitingPreInvoice' : cycle.state === 'billed' ? 'Billed' : 'PreInvoiceInRevision';
      cycle.activityIds.push(id);
      toSettle.push(id);
    }
    const audited = !['Assigned', 'InProcess', 'RequestForClarification', 'AwaitingRevision'].includes(state);
    const reviewer = a.who === 'leader' || a.who === 'administrator' ? u.administrator : u.leader;
    // Most work is delivered on time; about one in seven a day late.
    const delivery = addDays(end, rand() < 0.15 ? -1 : Math.floor(rand() * 3));
    activities.push({
      id,
      ...owned,
      title: a.title,
      clientId: seedId(`client:${MATTER_CLIENTS.get(a.plan.project)}`),
      projectId: seedId(`project:${a.plan.project}`),
      practiceId: type.practiceId,
      serviceUnitId: type.serviceUnitId,
      activityTypeId: type.id,
      tradeAgreementId: a.plan.agreement.id,
      responsibleUserId: u[a.who],
      createdBy: a.who === 'administrator' ? u.administrator : u.leader,
      startDate: start,
      endDate: end,
      deliveryAt: bogota(delivery, 18),
      assignedAt: bogota(addDays(start, -1), 9),
      finishedAt: finishedOn ? bogota(finishedOn, 17, 30) : null,
      estimatedHours: type.estimatedHours,
      isBillable: !a.plan.probono,
      requiredDocuments: false,
      requiredRevision: true,
      state: audited ? 'AuditedByLeader' : state,
      awaitingRevisionState: audited ? 2 : 1,
      createdAt: bogota(addDays(start, -1), 8),
      updatedAt: bogota(finishedOn ?? a.worked.at(-1) ?? start, 18),
    });
    a.worked.forEach((day, i) => {
      const minutes = a.minutes[i];
      works.push({
        id: seedId(`work:year:${a.key}:${i}`),
        ...owned,
        activityId: id,
        projectId: seedId(`project:${a.plan.project}`),
        userId: u[a.who],
        workDate: day,
        startedAt: bogota(day, 8 + Math.floor(rand() * 6)),
        minutes,
        billableMinutes: a.plan.probono ? 0 : Math.min(minutes, round15(minutes * (0.75 + rand() * 0.3))),
        description: i === 0 ? a.title : `${a.title}: avance ${i + 1}`,
        createdAt: bogota(day, 19),
        updatedAt: bogota(day, 19),
      });
    });
    if (audited) {
      revisions.push({
        id: seedId(`revision:year:${a.key}`),
        ...owned,
        activityId: id,
        decision: 'approved',
        decidedBy: reviewer,
        createdAt: bogota(addDays(finishedOn!, 1), 10),
        updatedAt: bogota(addDays(finishedOn!, 1), 10),
      });
    }
  }

  // Codes (ACT-0000123) are taken in the order the work was assigned.
  activities.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime() || String(a.id).localeCompare(String(b.id)));
  await trx('activities').insert(activities);
  const workIds = `{${works.map((w) => w.id).join(',')}}`;
  // The works' trigger replaced by one aggregation (as seeds/scale.ts does): the same totals it keeps one work at a time.
  await trx.raw('alter table works disable trigger works_totals');
  for (let i = 0; i < works.length; i += 2000) await trx('works').insert(works.slice(i, i + 2000));
  await trx.raw('alter table works enable trigger works_totals');
  await trx.raw(
    `update activities a set worked_minutes = a.worked_minutes + s.m, billable_minutes = a.billable_minutes + s.b
    from (select activity_id, sum(minutes)::int m, sum(billable_minutes)::int b from works where id = any(?::uuid[]) group by 1) s where a.id = s.activity_id`,
    [workIds],
  );
  await trx.raw(
    `insert into work_day_totals (tenant_id, company_id, user_id, work_date, project_id, minutes, billable_minutes)
    select tenant_id, company_id, user_id, work_date, coalesce(project_id, '00000000-0000-0000-0000-000000000000'), sum(minutes), sum(billable_minutes)
    from works where id = any(?::uuid[]) group by 1, 2, 3, 4, 5
    on conflict (company_id, user_id, work_date, project_id) do update
      set minutes = work_day_totals.minutes + excluded.minutes, billable_minutes = work_day_totals.billable_minutes + excluded.billable_minutes`,
    [workIds],
  );
  await trx('activity_revisions').insert(revisions);
  // Who may take which work: each person the practices, units and types of the work they do.
  const grants = new Map<string, Set<string>>();
  for (const a of planned) grants.set(a.who, (grants.get(a.who) ?? new Set()).add(a.type));
  const practices = new Map<string, Row>();
  const units = new Map<string, Row>();
  const kinds: Row[] = [];
  for (const [who, codes] of grants) {
    for (const code of codes) {
      const type = types.get(code)!;
      kinds.push({ ...owned, userId: u[who as Staff], activityTypeId: type.id });
      practices.set(`${who}:${type.practiceId}`, { ...owned, userId: u[who as Staff], practiceId: type.practiceId });
      if (type.serviceUnitId) units.set(`${who}:${type.serviceUnitId}`, { ...owned, userId: u[who as Staff], serviceUnitId: type.serviceUnitId });
    }
  }
  await trx('user_practices')
    .insert([...practices.values()])
    .onConflict(['companyId', 'userId', 'practiceId'])
    .ignore();
  await trx('user_activity_types').insert(kinds).onConflict(['companyId', 'userId', 'activityTypeId']).ignore();
  await trx('user_service_units')
    .insert([...units.values()])
    .onConflict(['companyId', 'userId', 'serviceUnitId'])
    .ignore();

  return { toSettle, cycles: [...cycles.values()].filter((c) => c.state !== 'open' && c.activityIds.length).sort((a, b) => a.closes.localeCompare(b.closes)) };
}

/** The client of each planned project. */
const MATTER_CLIENTS = new Map<string, string>([
  ['andes-gobierno', 'andes'],
  ['andes-contratos', 'andes'],
  ['cafe-laboral', 'cafe'],
  ['cafe-exportaciones', 'cafe'],
  ['fundacion-probono', 'fundacion'],
  ['fundacion-laboral', 'fundacion'],
  ...MATTERS.map((m): [string, string] => [m.key, m.client]),
]);

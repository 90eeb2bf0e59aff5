// Demo trade agreements: one of each of the ten types on the demo clients' projects (six more
// projects are created here, so each type has its own), plus an older, closed agreement on the
// merger project (so "older agreements cannot be reopened" can be seen). Amounts in COP; the
// increment by index uses the UVT; rates name the money seeder's tariff categories and rate book.
// Currencies and activity types are looked up by code: the money and flows seeders may have created
// them first; otherwise they are created here.
import type { Knex } from 'knex';
import type { MasterDataSeeder, SeedContext } from './seeder.ts';
import { agreementYears } from '../seed-calendar.ts';

// Staffed by groups of the demo leader, so the authorization matrix's one project outside them stays one.
const NEW_PROJECTS = [
  { key: 'andes-contratos', name: 'Contratos marco Los Andes', client: 'andes', practice: 'corporativo', group: 'EQ-CORP' },
  { key: 'andes-gobierno', name: 'Gobierno corporativo Los Andes', client: 'andes', practice: 'corporativo', group: 'EQ-CORP' },
  { key: 'cafe-exportaciones', name: 'Contratos de exportación Café del Quindío', client: 'cafe', practice: 'corporativo', group: 'EQ-CORP' },
  { key: 'textiles-arbitraje', name: 'Arbitraje TexMed contra proveedor', client: 'textiles', practice: 'litigios', group: 'EQ-CORP' },
  { key: 'fundacion-probono', name: 'Acompañamiento pro bono Manos Unidas', client: 'fundacion', practice: 'corporativo', group: 'EQ-CORP' },
  { key: 'fundacion-laboral', name: 'Procesos laborales Manos Unidas', client: 'fundacion', practice: 'laboral', group: 'EQ-LAB' },
] as const;

/** The id of the company's row of `table` with this code, inserting `row` when there is none. */
async function byCode(trx: Knex.Transaction, table: string, companyId: string, code: string, row: Record<string, unknown>): Promise<string> {
  await trx(table)
    .insert({ ...row, company_id: companyId, code })
    .onConflict()
    .ignore();
  return (await trx(table).where({ company_id: companyId }).whereRaw('lower(code) = lower(?)', [code]).first('id')).id;
}

export const seedAgreements: MasterDataSeeder = async ({ trx, put, seedId, DEMO }: SeedContext) => {
  const T = DEMO.tenantId;
  const owned = { tenant_id: T, company_id: DEMO.mainCompanyId };
  await put(
    'projects',
    NEW_PROJECTS.map((p) => ({ id: seedId(`project:${p.key}`), ...owned, client_id: seedId(`client:${p.client}`), name: p.name })),
  );
  await put(
    'project_practices',
    NEW_PROJECTS.map((p) => ({ tenant_id: T, project_id: seedId(`project:${p.key}`), practice_id: seedId(`practice:${p.practice}`) })),
    ['project_id', 'practice_id'],
  );
  await put(
    'project_work_groups',
    NEW_PROJECTS.map((p) => ({ tenant_id: T, project_id: seedId(`project:${p.key}`), work_group_id: seedId(`group:${p.group}`), priority: 0 })),
    ['project_id', 'work_group_id'],
  );
  await put(
    'project_commercial_managers',
    NEW_PROJECTS.map((p) => ({ tenant_id: T, project_id: seedId(`project:${p.key}`), user_id: DEMO.users.commercialManager })),
    ['project_id', 'user_id'],
  );

  const cop = await byCode(trx, 'currencies', DEMO.mainCompanyId, 'COP', {
    id: seedId('currency:COP'),
    tenant_id: T,
    type: 1,
    name: 'Peso colombiano',
    abbreviation: '$',
    decimals: 2,
  });
  const usd = await byCode(trx, 'currencies', DEMO.mainCompanyId, 'USD', {
    id: seedId('currency:USD'),
    tenant_id: T,
    type: 1,
    name: 'Dólar estadounidense',
    abbreviation: 'US$',
    decimals: 2,
  });
  const uvt = await byCode(trx, 'currencies', DEMO.mainCompanyId, 'UVT', {
    id: seedId('currency:UVT'),
    tenant_id: T,
    type: 2,
    name: 'Unidad de Valor Tributario',
    abbreviation: 'UVT',
    decimals: 2,
    standard_currency_id: cop,
  });
  await trx('currency_equivalencies')
    .insert([
      { tenant_id: T, company_id: DEMO.mainCompanyId, currency_id: uvt, valid_from: '2025-01-01', value: '49799' },
      { tenant_id: T, company_id: DEMO.mainCompanyId, currency_id: uvt, valid_from: '2026-01-01', value: '52374' },
    ])
    .onConflict()
    .ignore();
  const activity = (code: string, name: string) =>
    byCode(trx, 'activity_types', DEMO.mainCompanyId, code, { id: seedId(`activity-type:${code}`), tenant_id: T, practice_id: DEMO.practiceId, name });
  const concept = await activity('CONCEPTO', 'Concepto jurídico');
  const contract = await activity('CONTRATO', 'Elaboración de contrato');
  const hearing = await activity('AUDIENCIA', 'Audiencia');

  const hourBook = seedId('ratebook:hour'); // the money seeder's general rate book by hour

  const { from: year, to: lastYear } = agreementYears();
  const agreement = (key: string, project: string, type: number, row: Record<string, unknown>) => ({
    id: seedId(`agreement:${key}`),
    ...owned,
    project_id: seedId(`project:${project}`),
    type,
    currency_id: cop,
    start_date: `${year}-01-01`,
    end_date: `${lastYear}-12-31`,
    ...row,
  });
  const A = (key: string) => seedId(`agreement:${key}`);
  await put('trade_agreements', [
    agreement('fusion-2025', 'andes-fusion', 2, {
      start_date: `${year - 1}-01-01`,
      end_date: `${year - 1}-12-31`,
      state: 'closed',
      amount: '60000000',
      distribution: 'monthly',
      description: 'Honorario fijo de la etapa de due diligence (cerrado)',
    }),
    agreement('fusion', 'andes-fusion', 1, {
      rate: '350000',
      description: 'Horas de la fusión por categoría y socio a cargo',
      increment_moment: 'StartYear',
      increment_kind: 'percent',
      increment_percent: '5.2',
      ledes_export: true,
    }),
    agreement('laboral', 'cafe-laboral', 3, {
      amount: '8000000',
      hours: '20',
      rate: '300000',
      validity: 'monthly',
      accumulation: 'byMonth',
      distribution: 'monthly',
      description: 'Iguala mensual con 20 horas incluidas',
      auto_renewal: true,
    }),
    agreement('tributario', 'textiles-tributario', 6, {
      cap: '45000000',
      rate: '400000',
      rate_book_id: hourBook,
      description: 'Defensa por horas con tope',
      increment_moment: 'TradeEndDate',
      increment_kind: 'index',
      increment_index_id: uvt,
    }),
    agreement('contratos', 'andes-contratos', 10, { description: 'Horas por tramos acumulados' }),
    agreement('gobierno', 'andes-gobierno', 9, { amount: '24000000', distribution: 'monthly', description: 'Fijo anual más audiencias por hora' }),
    agreement('exportaciones', 'cafe-exportaciones', 7, { description: 'Valor por contrato y concepto' }),
    // An international arbitration billed in dollars: the demo's work in a second currency.
    agreement('arbitraje', 'textiles-arbitraje', 5, { currency_id: usd, description: 'Pagos por etapa del arbitraje' }),
    agreement('probono', 'fundacion-probono', 8, { description: 'Trabajo pro bono' }),
    agreement('donaciones', 'fundacion-laboral', 4, { description: 'Valor por cada concepto o audiencia' }),
  ]);
  await put('trade_agreement_rates', [
    { id: seedId('agreement-rate:fusion:socio'), ...owned, trade_agreement_id: A('fusion'), tariff_category_id: seedId('tariff:socio'), rate: '650000' },
    { id: seedId('agreement-rate:fusion:asociado'), ...owned, trade_agreement_id: A('fusion'), tariff_category_id: seedId('tariff:asociado'), rate: '380000' },
    { id: seedId('agreement-rate:fusion:lider'), ...owned, trade_agreement_id: A('fusion'), user_id: DEMO.users.leader, rate: '600000' },
    {
      id: seedId('agreement-rate:tributario:asociado'),
      ...owned,
      trade_agreement_id: A('tributario'),
      tariff_category_id: seedId('tariff:asociado'),
      rate: '420000',
    },
    { id: seedId('agreement-rate:gobierno:audiencia'), ...owned, trade_agreement_id: A('gobierno'), activity_type_id: hearing, rate: '500000' },
    { id: seedId('agreement-rate:exportaciones:contrato'), ...owned, trade_agreement_id: A('exportaciones'), activity_type_id: contract, rate: '3500000' },
    { id: seedId('agreement-rate:exportaciones:concepto'), ...owned, trade_agreement_id: A('exportaciones'), activity_type_id: concept, rate: '1800000' },
  ]);
  await put('trade_agreement_intervals', [
    { id: seedId('agreement-interval:contratos:0'), ...owned, trade_agreement_id: A('contratos'), from_hours: '0', to_hours: '50', rate: '400000' },
    { id: seedId('agreement-interval:contratos:1'), ...owned, trade_agreement_id: A('contratos'), from_hours: '50', to_hours: '150', rate: '350000' },
    { id: seedId('agreement-interval:contratos:2'), ...owned, trade_agreement_id: A('contratos'), from_hours: '150', to_hours: null, rate: '300000' },
  ]);
  await put('trade_agreement_milestones', [
    {
      id: seedId('agreement-milestone:arbitraje:0'),
      ...owned,
      trade_agreement_id: A('arbitraje'),
      date: `${year}-03-31`,
      amount: '4000',
      description: 'Demanda arbitral',
    },
    {
      id: seedId('agreement-milestone:arbitraje:1'),
      ...owned,
      trade_agreement_id: A('arbitraje'),
      date: `${year}-09-30`,
      amount: '5000',
      description: 'Alegatos',
    },
    {
      id: seedId('agreement-milestone:donaciones:0'),
      ...owned,
      trade_agreement_id: A('donaciones'),
      activity_type_id: concept,
      amount: '2500000',
      description: 'Por concepto',
    },
    {
      id: seedId('agreement-milestone:donaciones:1'),
      ...owned,
      trade_agreement_id: A('donaciones'),
      activity_type_id: hearing,
      amount: '4000000',
      description: 'Por audiencia',
    },
  ]);
};

// Currencies, the UVT indexing unit, tariff categories, rate books and expense types of the demo
// tenant (issue 12, h-money). COP is each company's main currency.
import type { MasterDataSeeder } from './seeder.ts';

// UVT (Unidad de Valor Tributario, DIAN): fixed per year, recorded monthly so conversions by month
// read a row of their own month. 2025: 49.799 COP; 2026: 52.374 COP.
const UVT_BY_YEAR: Record<number, string> = { 2025: '49799', 2026: '52374' };

export const seedMoney: MasterDataSeeder = async (ctx) => {
  const { put, seedId, DEMO } = ctx;
  const T = DEMO.tenantId;
  const companies = [
    { key: 'asociados', companyId: DEMO.mainCompanyId, tenantId: T },
    { key: 'tributarias', companyId: DEMO.secondCompanyId, tenantId: T },
    { key: 'andinos', companyId: DEMO.otherCompanyId, tenantId: DEMO.otherTenantId },
  ];
  for (const { key, companyId, tenantId } of companies) {
    const owned = { tenant_id: tenantId, company_id: companyId };
    await put('currencies', [
      { id: seedId(`currency:${key}:COP`), ...owned, type: 1, code: 'COP', name: 'Peso colombiano', abbreviation: '$', decimals: 2, is_default: true },
      { id: seedId(`currency:${key}:USD`), ...owned, type: 1, code: 'USD', name: 'Dólar estadounidense', abbreviation: 'US$', decimals: 2 },
    ]);
    await put('currencies', [
      {
        id: seedId(`currency:${key}:UVT`),
        ...owned,
        type: 2,
        code: 'UVT',
        name: 'Unidad de Valor Tributario',
        abbreviation: 'UVT',
        decimals: 0,
        standard_currency_id: seedId(`currency:${key}:COP`),
      },
    ]);
    await put(
      'currency_equivalencies',
      [2025, 2026].flatMap((year) =>
        Array.from({ length: 12 }, (_, m) => ({
          id: seedId(`equivalency:${key}:UVT:${year}-${m + 1}`),
          ...owned,
          currency_id: seedId(`currency:${key}:UVT`),
          valid_from: `${year}-${String(m + 1).padStart(2, '0')}-01`,
          value: UVT_BY_YEAR[year],
        })),
      ),
    );
  }

  await seedTariffs(ctx);
};

// Tariff categories with their COP list price per hour from 2025 and 2026, the main company's
// professionals in them, a rate book by hour (category lines, one professional's own rate) and one
// by service, and the expense types.
const seedTariffs: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  const owned = { tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId };
  const cop = seedId('currency:asociados:COP');
  const categories = [
    { key: 'socio', name: 'Socio', description: 'Socios de la firma', values: ['850000', '900000'], ledes: 'PT' },
    { key: 'senior', name: 'Asociado senior', description: 'Asociados con más de cinco años de práctica', values: ['520000', '550000'], ledes: 'AS' },
    { key: 'asociado', name: 'Asociado', description: 'Asociados', values: ['350000', '370000'], ledes: 'AS' },
    { key: 'paralegal', name: 'Paralegal', description: 'Asistentes jurídicos y practicantes', values: ['120000', '130000'], ledes: 'PL' },
  ];
  await put(
    'tariff_categories',
    categories.map((c) => ({ id: seedId(`tariff:${c.key}`), ...owned, name: c.name, description: c.description, ledes_classification: c.ledes })),
  );
  await put(
    'tariff_category_values',
    categories.flatMap((c) =>
      ['2025-01-01', '2026-01-01'].map((validFrom, i) => ({
        id: seedId(`tariff:${c.key}:${validFrom}`),
        ...owned,
        tariff_category_id: seedId(`tariff:${c.key}`),
        currency_id: cop,
        valid_from: validFrom,
        value: c.values[i],
      })),
    ),
  );
  await put(
    'tariff_category_users',
    [
      { tenant_id: DEMO.tenantId, tariff_category_id: seedId('tariff:socio'), user_id: DEMO.users.leader },
      { tenant_id: DEMO.tenantId, tariff_category_id: seedId('tariff:asociado'), user_id: DEMO.users.professional },
    ],
    ['tariff_category_id', 'user_id'],
  );

  await put('rate_books', [
    {
      id: seedId('ratebook:hour'),
      ...owned,
      title: 'Tarifario general por hora 2026',
      description: 'Tarifas por hora según la categoría del profesional',
      type: 'hour',
      currency_id: cop,
      valid_from: '2026-01-01',
    },
    {
      id: seedId('ratebook:service'),
      ...owned,
      title: 'Tarifario por servicio 2026',
      description: 'Valor fijo por servicio prestado',
      type: 'service',
      currency_id: cop,
      valid_from: '2026-01-01',
    },
  ]);
  await put('rate_book_lines', [
    ...categories.map((c) => ({
      id: seedId(`ratebook:hour:${c.key}`),
      ...owned,
      rate_book_id: seedId('ratebook:hour'),
      tariff_category_id: seedId(`tariff:${c.key}`),
      value: c.values[1],
    })),
    { id: seedId('ratebook:hour:leader'), ...owned, rate_book_id: seedId('ratebook:hour'), user_id: DEMO.users.leader, value: '950000' },
    { id: seedId('ratebook:service:default'), ...owned, rate_book_id: seedId('ratebook:service'), value: '2500000' },
    // By service: a value per activity type (the flows seeder's, which runs first).
    ...(
      [
        ['COR-CON', '3500000'],
        ['COR-ACT', '800000'],
        ['COR-REG', '600000'],
        ['LIT-DEM', '6000000'],
        ['LIT-AUD', '1500000'],
      ] as const
    ).map(([code, value]) => ({
      id: seedId(`ratebook:service:${code}`),
      ...owned,
      rate_book_id: seedId('ratebook:service'),
      activity_type_id: seedId(`activity-type:${code}`),
      value,
    })),
  ]);

  await put(
    'expense_types',
    [
      { key: 'transporte', title: 'Transporte', code: 'TRANSP', description: 'Desplazamientos a juzgados, notarías y clientes' },
      { key: 'notaria', title: 'Notaría', code: 'NOTAR', description: 'Derechos notariales y autenticaciones' },
      { key: 'copias', title: 'Copias', code: 'COPIAS', description: 'Copias y digitalización de expedientes', type: 'internal' },
      { key: 'envios', title: 'Envíos', code: 'ENVIOS', description: 'Mensajería y correo certificado' },
    ].map(({ key, type, ...e }) => ({ id: seedId(`expense-type:${key}`), ...owned, ...e, type: type ?? 'reimbursable' })),
  );
};

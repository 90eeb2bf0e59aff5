// Currencies, the UVT indexing unit, tariff categories, rate books and expense types of the demo
// tenant (issue 12, h-money). COP is each company's main currency.
import type { MasterDataSeeder } from './index.ts';

// UVT (Unidad de Valor Tributario, DIAN): fixed per year, recorded monthly so conversions by month
// read a row of their own month. 2025: 49.799 COP; 2026: 52.374 COP.
const UVT_BY_YEAR: Record<number, string> = { 2025: '49799', 2026: '52374' };

export const seedMoney: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
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
      { id: seedId(`currency:${key}:UVT`), ...owned, type: 2, code: 'UVT', name: 'Unidad de Valor Tributario', abbreviation: 'UVT', decimals: 0,
        standard_currency_id: seedId(`currency:${key}:COP`) },
    ]);
    await put('currency_equivalencies', [2025, 2026].flatMap((year) => Array.from({ length: 12 }, (_, m) => ({
      id: seedId(`equivalency:${key}:UVT:${year}-${m + 1}`), ...owned, currency_id: seedId(`currency:${key}:UVT`),
      valid_from: `${year}-${String(m + 1).padStart(2, '0')}-01`, value: UVT_BY_YEAR[year],
    }))));
  }
};

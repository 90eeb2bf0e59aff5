// The demo's business groups (EnterpriseGroups), picked on the clients that belong to them.
import type { MasterDataSeeder } from './seeder.ts';

const GROUPS = [
  { key: 'andino', name: 'Grupo Andino de Inversiones', description: 'Holding de inversiones industriales y textiles', clients: ['andes', 'textiles'] },
  { key: 'cafetero', name: 'Organización Cafetera del Eje', description: 'Productores y exportadores de café del Eje Cafetero', clients: ['cafe'] },
];

export const seedBusinessGroups: MasterDataSeeder = async ({ trx, put, seedId, DEMO }) => {
  await put(
    'business_groups',
    GROUPS.map((g) => ({
      id: seedId(`business-group:${g.key}`),
      tenant_id: DEMO.tenantId,
      company_id: DEMO.mainCompanyId,
      name: g.name,
      description: g.description,
    })),
  );
  // Only clients still without a group: the seed runs again on every start and keeps an administrator's choice.
  for (const g of GROUPS) {
    await trx('clients')
      .whereIn(
        'id',
        g.clients.map((c) => seedId(`client:${c}`)),
      )
      .whereNull('business_group_id')
      .update({ business_group_id: seedId(`business-group:${g.key}`) });
  }
};

// The demo tenant's master data of issue 12, one module per area, run inside seedDemo's transaction
// after the data they refer to (practices, work groups, clients, projects) exists. Each area
// appends its seeder to MASTER_DATA_SEEDERS; they run in this order.
import type { MasterDataSeeder, SeedContext } from './seeder.ts';
import { seedDynamicForms } from './forms.ts';
import { seedProjects } from './projects.ts';
import { seedAgreements } from './agreements.ts';
import { seedPortfolio } from './portfolio.ts';
import { seedMoney } from './money.ts';
import { seedCompanyFilesAndIntegrations, seedCompanyHolidays, seedCompanyNotifications, seedCompanySettings } from './company.ts';
import { seedFlowTypes, seedFlows } from './flows.ts';
import { seedBusinessGroups } from './business-groups.ts';
import { seedProduction } from './production.ts';

export const MASTER_DATA_SEEDERS: MasterDataSeeder[] = [
  seedBusinessGroups,
  seedDynamicForms,
  seedFlows,
  seedFlowTypes,
  seedProjects,
  seedMoney,
  seedAgreements,
  seedPortfolio,
  seedCompanySettings,
  seedCompanyHolidays,
  seedCompanyNotifications,
  seedCompanyFilesAndIntegrations,
  seedProduction,
];

export async function seedMasterData(ctx: SeedContext): Promise<void> {
  for (const seeder of MASTER_DATA_SEEDERS) await seeder(ctx);
}

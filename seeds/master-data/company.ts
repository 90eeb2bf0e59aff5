// The demo companies' theme colours and system variables (issue 12, h-company): Colombian defaults.
// Only companies still without colours are touched, so a demo user's own changes survive restarts.
import type { MasterDataSeeder } from './index.ts';

export const seedCompanySettings: MasterDataSeeder = async ({ trx, DEMO }) => {
  const settings = [
    { id: DEMO.mainCompanyId, main_color: '#1F4E79', secondary_color: '#C9A227' },
    { id: DEMO.secondCompanyId, main_color: '#2E7D32', secondary_color: '#F9A825' },
  ];
  for (const { id, ...colours } of settings) {
    await trx('companies').where({ id }).whereNull('main_color')
      .update({ ...colours, time_zone: 'America/Bogota', language: 'es', include_process: true, preselect_responsible_user: false });
  }
};

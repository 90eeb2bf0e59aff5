// Work profiles of the demo users in the main company: the leader supervises the professional
// (both in Equipo Corporativo), the client contact is a contact user of Inversiones Los Andes.
// Idempotent like the rest of the demo seed: fixed keys, ON CONFLICT DO NOTHING.
import type { Knex } from 'knex';
import type { DemoUserKind } from './demo-users.ts';

export interface ProfileSeedIds {
  tenantId: string;
  companyId: string;
  users: Record<DemoUserKind, string>;
  practiceIds: Record<'corporativo' | 'laboral' | 'tributario' | 'litigios', string>;
  contactClientId: string;
}

type Practice = keyof ProfileSeedIds['practiceIds'];
interface Profile {
  code: string;
  category: string;
  workday: 'full' | 'half';
  worked: string;
  billed: string;
  restriction: 'none' | 'day' | 'weekly' | 'monthly';
  admission: string;
  practices: Practice[];
  supervises?: DemoUserKind[];
  contact?: { position: string; contactType: 1 | 2 | 3; phone: string };
}

const PROFILES: Partial<Record<DemoUserKind, Profile>> = {
  administrator: {
    code: 'EMP-001',
    category: 'Socia',
    workday: 'full',
    worked: '8',
    billed: '4',
    restriction: 'none',
    admission: '2015-03-02',
    practices: ['tributario'],
  },
  superAdministrator: {
    code: 'EMP-002',
    category: 'Socio',
    workday: 'full',
    worked: '8',
    billed: '2',
    restriction: 'none',
    admission: '2014-01-15',
    practices: [],
  },
  professional: {
    code: 'EMP-003',
    category: 'Asociada',
    workday: 'full',
    worked: '8',
    billed: '6.5',
    restriction: 'day',
    admission: '2023-07-10',
    practices: ['corporativo', 'litigios'],
  },
  leader: {
    code: 'EMP-004',
    category: 'Director',
    workday: 'full',
    worked: '8',
    billed: '5',
    restriction: 'weekly',
    admission: '2018-09-03',
    practices: ['corporativo', 'laboral', 'litigios'],
    supervises: ['professional'],
  },
  commercialManager: {
    code: 'EMP-005',
    category: 'Gerente comercial',
    workday: 'full',
    worked: '8',
    billed: '1.5',
    restriction: 'monthly',
    admission: '2020-02-17',
    practices: ['corporativo'],
  },
  loyaltyManager: {
    code: 'EMP-006',
    category: 'Asociado',
    workday: 'half',
    worked: '4',
    billed: '2',
    restriction: 'weekly',
    admission: '2022-05-02',
    practices: ['laboral'],
  },
  externalUser: {
    code: 'EXT-001',
    category: 'Consultor externo',
    workday: 'half',
    worked: '4',
    billed: '3.5',
    restriction: 'day',
    admission: '2025-01-20',
    practices: ['corporativo'],
  },
  clientContact: {
    code: 'CLI-001',
    category: 'Contacto',
    workday: 'full',
    worked: '0',
    billed: '0',
    restriction: 'none',
    admission: '2024-02-01',
    practices: [],
    contact: { position: 'Analista de cuentas por pagar', contactType: 1, phone: '3109876543' },
  },
};

export async function seedUserProfiles(trx: Knex.Transaction, ids: ProfileSeedIds): Promise<void> {
  const owned = { tenant_id: ids.tenantId, company_id: ids.companyId };
  const entries = Object.entries(PROFILES) as [DemoUserKind, Profile][];
  await trx('user_profiles')
    .insert(
      entries.map(([kind, p]) => ({
        ...owned,
        user_id: ids.users[kind],
        code: p.code,
        category: p.category,
        workday: p.workday,
        daily_worked_hours_goal: p.worked,
        daily_billed_hours_goal: p.billed,
        restriction: p.restriction,
        admission_date: p.admission,
        work_days: p.workday === 'half' ? [1, 2, 3] : [1, 2, 3, 4, 5],
        is_contact: !!p.contact,
        client_id: p.contact ? ids.contactClientId : null,
        position: p.contact?.position ?? null,
        contact_phone: p.contact?.phone ?? null,
        contact_type: p.contact?.contactType ?? 0,
      })),
    )
    .onConflict(['company_id', 'user_id'])
    .ignore();
  const practices = entries.flatMap(([kind, p]) => p.practices.map((k) => ({ ...owned, user_id: ids.users[kind], practice_id: ids.practiceIds[k] })));
  if (practices.length) await trx('user_practices').insert(practices).onConflict(['company_id', 'user_id', 'practice_id']).ignore();
  const supervisions = entries.flatMap(([kind, p]) => (p.supervises ?? []).map((s) => ({ ...owned, user_id: ids.users[kind], supervised_id: ids.users[s] })));
  if (supervisions.length) await trx('user_supervisions').insert(supervisions).onConflict(['company_id', 'user_id', 'supervised_id']).ignore();
}

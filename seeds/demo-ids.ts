// The demo's fixed ids: a stable UUID per name, and the ids tests and tools act on. Apart from the
// seed itself (demo.ts), so the seed's parts (settlement, the year of work) read them without
// importing the seed that runs them.
import crypto from 'node:crypto';
import { DEMO_USERS, type DemoUserKind } from './demo-users.ts';

/** A stable UUID (version 5 layout) derived from a name, so ids survive reseeding. */
export function seedId(name: string): string {
  const h = crypto.createHash('sha1').update(`lawfirm-demo:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ids the tests and tools act on. Every one is also a row the seed writes. */
export const DEMO = {
  tenantId: seedId('tenant:bufete'),
  mainCompanyId: seedId('company:asociados'),
  secondCompanyId: seedId('company:tributarias'),
  otherTenantId: seedId('tenant:andinos'),
  otherCompanyId: seedId('company:andinos'),
  users: Object.fromEntries(DEMO_USERS.map((u) => [u.kind, u.id])) as Record<DemoUserKind, string>,
  // Main company of the demo tenant.
  adminRoleId: seedId('role:ADMIN'),
  leaderRoleId: seedId('role:LIDER'),
  professionalRoleId: seedId('role:PROF'),
  practiceId: seedId('practice:corporativo'),
  serviceUnitId: seedId('unit:corporativo:Contratos'),
  workGroupId: seedId('group:EQ-CORP'),
  taxId: seedId('tax:iva'),
  withholdingTaxId: seedId('tax:retefuente'),
  taxProfileId: seedId('profile:comun'),
  exemptTaxProfileId: seedId('profile:exento'),
  clientId: seedId('client:andes'),
  contactId: seedId('contact:andes:0'),
  projectId: seedId('project:andes-fusion'),
  // Second company of the demo tenant: different rows, to see the company switch.
  secondCompany: {
    practiceId: seedId('practice:tributarias:impuestos'),
    workGroupId: seedId('group:tributarias:EQ-TRIB'),
    taxId: seedId('tax:tributarias:iva'),
    taxProfileId: seedId('profile:tributarias:comun'),
    clientId: seedId('client:tributarias:agro'),
    projectId: seedId('project:tributarias:renta'),
  },
  // The other tenant, for isolation tests.
  otherTenant: {
    adminRoleId: seedId('role:ADMIN:andinos'),
    practiceId: seedId('practice:andinos'),
    workGroupId: seedId('group:andinos'),
    taxId: seedId('tax:andinos'),
    taxProfileId: seedId('profile:andinos'),
    clientId: seedId('client:andinos'),
    projectId: seedId('project:andinos'),
  },
} as const;

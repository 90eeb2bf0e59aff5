// The permission codes of the specification (document 1, section 6): one typed constant list.
export const PERMISSION_CODES = [
  'ClientFullAccess',
  'AdministrationCompany',
  'AdministrationUsers',
  'AdministrationClient',
  'AdministrationProjects',
  'AdministrationfunctionalStructure',
  'AdministrationCompanyGeneralCreate',
  'AdministrationCompanyGeneralUpdate',
  'SettlementAccessAll',
  'SettlementAccessWorkgroup',
  'SettlementAccessReviewedServicesAll',
  'SettlementAccessReviewedServicesWorkgroup',
  'SettlementReadPendingPreinvoicesAll',
  'SettlementReadPendingPreinvoicesWorkgroup',
  'SettlementReadPreinvoicesAll',
  'SettlementReadPreinvoicesWorkgroup',
  'SettlementReadLiquidatedAll',
  'SettlementReadLiquidatedWorkgroup',
  'SettlementReadFutureBlocksAll',
  'SettlementReadFutureBlocksWorkgroup',
  'SettlementCreditNotesAll',
  'SettlementCreditNotesWorkgroup',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** Area of each code, for grouping the catalogue in the admin. */
export function permissionArea(code: PermissionCode): 'clients' | 'administration' | 'settlement' {
  if (code.startsWith('Client')) return 'clients';
  if (code.startsWith('Administration')) return 'administration';
  return 'settlement';
}

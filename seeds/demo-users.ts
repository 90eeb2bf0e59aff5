// The demo users: one of each kind of the specification. Pure data, read by the seed and by the
// development identity provider (which knows them with the password below).
export const DEMO_PASSWORD = 'demo1234';

export type DemoUserKind =
  | 'administrator'
  | 'superAdministrator'
  | 'professional'
  | 'leader'
  | 'commercialManager'
  | 'loyaltyManager'
  | 'clientContact'
  | 'externalUser'
  | 'multiTenant'
  | 'withoutCompany'
  | 'unregistered'
  | 'unregisteredSkipsCompany';

export interface DemoUser {
  id: string;
  email: string;
  name: string;
  lastName: string;
  password: string;
  kind: DemoUserKind;
  isSuperAdmin: boolean;
  /**
   * Tenants the user belongs to: the demo tenant, both demo tenants, or none (must register).
   * Every member has a company there, except `withoutCompany` (the "no company" popup, then logout).
   */
  tenants: 'demo' | 'both' | 'none';
}

const user = (id: string, email: string, name: string, lastName: string, kind: DemoUserKind, tenants: DemoUser['tenants'] = 'demo'): DemoUser => ({
  id,
  email,
  name,
  lastName,
  kind,
  tenants,
  password: DEMO_PASSWORD,
  isSuperAdmin: kind === 'superAdministrator',
});

export const DEMO_USERS: readonly DemoUser[] = [
  user('7f000000-0000-4000-8000-000000000001', 'admin@demo.test', 'Laura', 'Restrepo', 'administrator'),
  user('7f000000-0000-4000-8000-000000000002', 'superadmin@demo.test', 'Andrés', 'Gómez', 'superAdministrator'),
  user('7f000000-0000-4000-8000-000000000003', 'profesional@demo.test', 'Camila', 'Vargas', 'professional'),
  user('7f000000-0000-4000-8000-000000000004', 'lider@demo.test', 'Santiago', 'Rojas', 'leader'),
  user('7f000000-0000-4000-8000-000000000005', 'comercial@demo.test', 'Valentina', 'Ospina', 'commercialManager'),
  user('7f000000-0000-4000-8000-000000000006', 'fidelizador@demo.test', 'Julián', 'Castaño', 'loyaltyManager'),
  user('7f000000-0000-4000-8000-000000000007', 'cliente@demo.test', 'Mariana', 'López', 'clientContact'),
  user('7f000000-0000-4000-8000-000000000008', 'externo@demo.test', 'Felipe', 'Arango', 'externalUser'),
  user('7f000000-0000-4000-8000-000000000009', 'multi@demo.test', 'Daniela', 'Mejía', 'multiTenant', 'both'),
  user('7f000000-0000-4000-8000-00000000000b', 'sinempresa@demo.test', 'Sofía', 'Quintero', 'withoutCompany'),
  user('7f000000-0000-4000-8000-00000000000a', 'nuevo@demo.test', 'Tomás', 'Herrera', 'unregistered', 'none'),
  // A second person to register, so the browser tests can register once with step 2 and once skipping it.
  user('7f000000-0000-4000-8000-00000000000c', 'nueva@demo.test', 'Natalia', 'Cárdenas', 'unregisteredSkipsCompany', 'none'),
];

export const demoUser = (kind: DemoUserKind): DemoUser => DEMO_USERS.find((u) => u.kind === kind)!;

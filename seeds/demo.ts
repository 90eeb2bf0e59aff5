// The demo tenant: a Colombian law firm with two companies, every kind of user, its functional
// structure, work groups, taxes, clients with contacts and projects; and a second, small tenant.
// Idempotent: every row has a fixed id and is inserted with ON CONFLICT DO NOTHING, so running it
// again changes nothing. Runs on the owner connection, in one transaction.
import type { Knex } from 'knex';
import { PERMISSION_CODES, type PermissionCode } from '../policies/permissions.ts';
import { DEMO_USERS, demoUser, type DemoUserKind } from './demo-users.ts';
import { seedUserProfiles } from './demo-user-profiles.ts';
import { seedSettlement } from './settlement.ts';
import { DEMO, seedId } from './demo-ids.ts';
import { seedMasterData } from './master-data/index.ts';
import { CLIENT_SECTORS, CLIENTS } from './demo-clients.ts';
import { putProjects, type SeedProject } from './project-rows.ts';

// The ids live in demo-ids.ts (the seed's parts read them there); tests and tools import them here.
export { DEMO, seedId };

const uid = (kind: DemoUserKind) => demoUser(kind).id;

const administrationCodes = PERMISSION_CODES.filter((c) => c.startsWith('Administration'));
const settlementAll = PERMISSION_CODES.filter((c) => c.startsWith('Settlement') && c.endsWith('All'));
const settlementWorkgroup = PERMISSION_CODES.filter((c) => c.startsWith('Settlement') && c.endsWith('Workgroup'));

const ROLES: { code: string; name: string; description: string; permissions: readonly PermissionCode[]; members: DemoUserKind[] }[] = [
  {
    code: 'ADMIN',
    name: 'Administrador',
    description: 'Administra la empresa, los datos maestros y la facturación',
    permissions: [...administrationCodes, 'ClientFullAccess', ...settlementAll],
    members: ['administrator', 'multiTenant'],
  },
  {
    code: 'LIDER',
    name: 'Líder',
    description: 'Revisa el trabajo de su grupo y gestiona su liquidación',
    permissions: ['ClientFullAccess', ...settlementWorkgroup],
    members: ['leader'],
  },
  { code: 'PROF', name: 'Profesional', description: 'Registra su trabajo y sus tiempos', permissions: [], members: ['professional', 'externalUser'] },
  {
    code: 'COMERCIAL',
    name: 'Comercial',
    description: 'Atiende clientes y acuerdos comerciales',
    permissions: ['ClientFullAccess'],
    members: ['commercialManager'],
  },
  {
    code: 'FIDELIZADOR',
    name: 'Fidelizador',
    description: 'Cuida la relación con los clientes',
    permissions: ['ClientFullAccess'],
    members: ['loyaltyManager'],
  },
  { code: 'CLIENTE', name: 'Contacto de cliente', description: 'Consulta la información de su empresa', permissions: [], members: ['clientContact'] },
];

const PRACTICES: { key: string; name: string; description: string; units: string[]; responsible: DemoUserKind }[] = [
  {
    key: 'corporativo',
    name: 'Derecho Corporativo',
    description: 'Sociedades, contratos y operaciones empresariales',
    units: ['Contratos', 'Fusiones y Adquisiciones', 'Gobierno Corporativo'],
    responsible: 'leader',
  },
  {
    key: 'laboral',
    name: 'Derecho Laboral',
    description: 'Relaciones laborales y seguridad social',
    units: ['Nómina y Seguridad Social', 'Conflictos Laborales'],
    responsible: 'leader',
  },
  {
    key: 'tributario',
    name: 'Derecho Tributario',
    description: 'Impuestos nacionales y territoriales',
    units: ['Impuestos Nacionales', 'Impuestos Territoriales'],
    responsible: 'administrator',
  },
  { key: 'litigios', name: 'Litigios', description: 'Procesos judiciales y arbitrales', units: ['Procesos Civiles', 'Arbitraje'], responsible: 'leader' },
  {
    key: 'propiedad',
    name: 'Propiedad Intelectual',
    description: 'Marcas, derechos de autor y licencias de software',
    units: ['Marcas', 'Derechos de Autor y Software'],
    responsible: 'leader',
  },
  {
    key: 'administrativo',
    name: 'Derecho Administrativo',
    description: 'Contratación estatal, licencias y asuntos regulatorios',
    units: ['Contratación Estatal', 'Regulatorio'],
    responsible: 'administrator',
  },
];

const WORK_GROUPS: { code: string; name: string; description: string; members: DemoUserKind[]; external?: DemoUserKind[] }[] = [
  {
    code: 'EQ-CORP',
    name: 'Equipo Corporativo',
    description: 'Abogados de la práctica corporativa',
    members: ['leader', 'professional', 'commercialManager'],
    external: ['externalUser'],
  },
  { code: 'EQ-LAB', name: 'Equipo Laboral', description: 'Abogados de la práctica laboral', members: ['leader', 'loyaltyManager'] },
  { code: 'EQ-LIT', name: 'Equipo Litigios', description: 'Litigantes y apoyo procesal', members: ['professional'] },
];

const TAXES = [
  { key: 'iva', name: 'IVA 19 %', type: 'tax', value: '19', description: 'Impuesto al valor agregado, tarifa general' },
  { key: 'retefuente', name: 'Retención en la fuente 11 %', type: 'withholding', value: '11', description: 'Honorarios y comisiones, personas jurídicas' },
  { key: 'reteica', name: 'ReteICA 0,966 %', type: 'withholding', value: '0.966', description: 'Industria y comercio, Bogotá' },
];

const TAX_PROFILES = [
  { key: 'comun', name: 'Régimen común', description: 'IVA y retención en la fuente', taxes: ['iva', 'retefuente'] },
  { key: 'exento', name: 'Exento', description: 'Solo retención en la fuente', taxes: ['retefuente'] },
  { key: 'bogota', name: 'Régimen común Bogotá', description: 'IVA, retención en la fuente y ReteICA', taxes: ['iva', 'retefuente', 'reteica'] },
];

// The demo company's custom fields of clients (issue 11): each client's economic sector (seeds/demo-clients.ts).
const CLIENT_CUSTOM_FIELDS = [
  { key: 'sector', label: 'Sector económico', data_type: 'Select', options: CLIENT_SECTORS.join('\n'), position: 1, list_column: true },
  { key: 'efactura', label: 'Recibe factura electrónica', data_type: 'Checkbox', options: null, position: 2, list_column: false },
];

const PROJECTS: readonly SeedProject[] = [
  {
    key: 'andes-fusion',
    name: 'Fusión Los Andes - Inversiones del Norte',
    client: 'andes',
    requestedBy: 'Carolina Mejía',
    description: 'Asesoría en la fusión por absorción y su due diligence',
    practices: ['corporativo'],
    units: ['corporativo:Fusiones y Adquisiciones'],
    groups: ['EQ-CORP', 'EQ-LIT'],
  },
  {
    key: 'cafe-laboral',
    name: 'Reestructuración laboral Café del Quindío',
    client: 'cafe',
    requestedBy: 'Hernán Giraldo',
    description: 'Revisión de contratos y plan de retiro voluntario',
    practices: ['laboral'],
    units: ['laboral:Nómina y Seguridad Social'],
    groups: ['EQ-LAB'],
  },
  {
    key: 'textiles-tributario',
    name: 'Defensa tributaria TexMed',
    client: 'textiles',
    requestedBy: 'Mauricio Uribe',
    description: 'Respuesta al requerimiento especial de la DIAN',
    practices: ['tributario', 'litigios'],
    units: [],
    groups: ['EQ-LIT'],
  },
];

type Rows = Record<string, unknown>[];

/** "Cuéllar" -> "cuellar", "María Fernanda" -> "mariafernanda": contact mailboxes are plain ASCII. */
const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '');

export async function seedDemo(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    const put = (table: string, rows: Rows, conflict: string[] = ['id']) =>
      rows.length ? trx(table).insert(rows).onConflict(conflict).ignore() : Promise.resolve();

    const T = DEMO.tenantId;
    const C = DEMO.mainCompanyId;
    await put('tenants', [
      { id: T, name: 'Bufete Demo' },
      { id: DEMO.otherTenantId, name: 'Consultores Andinos S.A.S.' },
    ]);
    await put('companies', [
      {
        id: C,
        tenant_id: T,
        name: 'Abogados Asociados S.A.S.',
        tax_document: '900555111',
        phone: '6017460000',
        address: 'Carrera 7 # 71-21, Bogotá',
        city: 'DC:Bogotá D.C.',
        emails: ['contacto@abogadosasociados.co'],
        main_color: '#1f3a5f',
        secondary_color: '#c9a227',
        is_main: true,
        active_user_limit: 50,
      },
      {
        id: DEMO.secondCompanyId,
        tenant_id: T,
        name: 'Asesorías Tributarias Ltda.',
        tax_document: '900555222',
        phone: '6017461111',
        address: 'Calle 72 # 10-07, Bogotá',
        city: 'DC:Bogotá D.C.',
        emails: ['info@asesoriastributarias.co'],
        active_user_limit: 20,
      },
      {
        id: DEMO.otherCompanyId,
        tenant_id: DEMO.otherTenantId,
        name: 'Consultores Andinos S.A.S.',
        tax_document: '901999888',
        phone: '6044440000',
        address: 'Calle 10 # 40-20, Medellín',
        city: 'ANT:Medellín',
        is_main: true,
        active_user_limit: 10,
      },
    ]);

    // A user without a tenant exists only at the identity provider: the platform meets them at registration.
    const members = DEMO_USERS.filter((u) => u.tenants !== 'none');
    const inBothTenants = DEMO_USERS.filter((u) => u.tenants === 'both');
    await put(
      'users',
      members.map((u) => ({ id: u.id, email: u.email, name: u.name, last_name: u.lastName, is_super_admin: u.isSuperAdmin })),
    );
    await put(
      'tenant_memberships',
      [
        ...members.map((u) => ({ tenant_id: T, user_id: u.id, is_admin: u.kind === 'administrator' || u.isSuperAdmin })),
        ...inBothTenants.map((u) => ({ tenant_id: DEMO.otherTenantId, user_id: u.id, is_admin: true })),
      ],
      ['tenant_id', 'user_id'],
    );
    // One default company per user: the main one of the demo tenant (none for the user without a company).
    const inBothCompanies: DemoUserKind[] = ['administrator', 'superAdministrator', 'multiTenant'];
    await put(
      'company_memberships',
      [
        ...members.filter((u) => u.kind !== 'withoutCompany').map((u) => ({ tenant_id: T, company_id: C, user_id: u.id, is_default: true })),
        ...inBothCompanies.map((k) => ({ tenant_id: T, company_id: DEMO.secondCompanyId, user_id: uid(k), is_default: false })),
        ...inBothTenants.map((u) => ({ tenant_id: DEMO.otherTenantId, company_id: DEMO.otherCompanyId, user_id: u.id, is_default: false })),
      ],
      ['company_id', 'user_id'],
    );

    // Roles of the main company, and an administrator role in the second one.
    const roles = [
      ...ROLES.map((r) => ({ ...r, id: seedId(`role:${r.code}`), companyId: C })),
      {
        ...ROLES[0],
        id: seedId('role:ADMIN:tributarias'),
        companyId: DEMO.secondCompanyId,
        members: inBothCompanies.filter((k) => k !== 'superAdministrator'),
      },
    ];
    await put(
      'roles',
      roles.map((r) => ({ id: r.id, tenant_id: T, company_id: r.companyId, name: r.name, code: r.code, description: r.description })),
    );
    await put(
      'role_permissions',
      roles.flatMap((r) => r.permissions.map((code) => ({ tenant_id: T, role_id: r.id, permission_code: code }))),
      ['role_id', 'permission_code'],
    );
    await put(
      'user_roles',
      roles.flatMap((r) => r.members.map((k) => ({ tenant_id: T, company_id: r.companyId, user_id: uid(k), role_id: r.id }))),
      ['company_id', 'user_id', 'role_id'],
    );

    // Functional structure of the main company.
    const owned = { tenant_id: T, company_id: C };
    await put(
      'practices',
      PRACTICES.map((p) => ({ id: seedId(`practice:${p.key}`), ...owned, name: p.name, description: p.description })),
    );
    await put(
      'practice_responsibles',
      PRACTICES.map((p) => ({ tenant_id: T, practice_id: seedId(`practice:${p.key}`), user_id: uid(p.responsible) })),
      ['practice_id', 'user_id'],
    );
    await put(
      'service_units',
      PRACTICES.flatMap((p) =>
        p.units.map((unit) => ({ id: seedId(`unit:${p.key}:${unit}`), ...owned, practice_id: seedId(`practice:${p.key}`), name: unit })),
      ),
    );

    await put(
      'work_groups',
      WORK_GROUPS.map((g) => ({ id: seedId(`group:${g.code}`), ...owned, code: g.code, name: g.name, description: g.description })),
    );
    await put(
      'work_group_members',
      WORK_GROUPS.flatMap((g) => [
        ...g.members.map((k) => ({ tenant_id: T, work_group_id: seedId(`group:${g.code}`), user_id: uid(k), is_external: false })),
        ...(g.external ?? []).map((k) => ({ tenant_id: T, work_group_id: seedId(`group:${g.code}`), user_id: uid(k), is_external: true })),
      ]),
      ['work_group_id', 'user_id'],
    );

    await put(
      'taxes',
      TAXES.map((t) => ({ id: seedId(`tax:${t.key}`), ...owned, name: t.name, type: t.type, value: t.value, description: t.description })),
    );
    await put(
      'tax_profiles',
      TAX_PROFILES.map((p) => ({ id: seedId(`profile:${p.key}`), ...owned, name: p.name, description: p.description })),
    );
    await put(
      'tax_profile_taxes',
      TAX_PROFILES.flatMap((p) => p.taxes.map((t) => ({ tenant_id: T, tax_profile_id: seedId(`profile:${p.key}`), tax_id: seedId(`tax:${t}`) }))),
      ['tax_profile_id', 'tax_id'],
    );

    await put(
      'custom_field_definitions',
      CLIENT_CUSTOM_FIELDS.map((d) => ({ id: seedId(`custom-field:${d.key}`), ...owned, entity: 'clients', ...d })),
    );
    await put(
      'clients',
      CLIENTS.map((c) => ({
        id: seedId(`client:${c.key}`),
        ...owned,
        custom_fields: { sector: c.sector, efactura: c.einvoice },
        name: c.name,
        commercial_name: c.commercialName,
        document_type: c.person ? 'CC' : 'NIT',
        document_number: c.documentNumber,
        person_type: c.person ? 'natural' : 'juridical',
        city: c.city,
        address: c.address,
        phone: c.phone,
        email: c.email,
        tax_profile_id: seedId(`profile:${c.profile}`),
        commercial_manager_id: DEMO.users.commercialManager,
        loyalty_user_id: DEMO.users.loyaltyManager,
        bonding_date: c.bondingDate,
      })),
    );
    await put(
      'client_contacts',
      CLIENTS.flatMap((c) =>
        c.contacts.map(([name, lastName, position, type, isMain, phone], i) => ({
          id: seedId(`contact:${c.key}:${i}`),
          ...owned,
          client_id: seedId(`client:${c.key}`),
          name,
          last_name: lastName,
          position,
          type,
          is_main: isMain,
          email: `${plain(name)}.${plain(lastName)}@${c.email.split('@')[1]}`,
          phone,
        })),
      ),
    );

    await putProjects(put, PROJECTS);
    await seedUserProfiles(trx, {
      tenantId: T,
      companyId: C,
      users: DEMO.users,
      contactClientId: DEMO.clientId,
      practiceIds: {
        corporativo: DEMO.practiceId,
        laboral: seedId('practice:laboral'),
        tributario: seedId('practice:tributario'),
        litigios: seedId('practice:litigios'),
      },
    });

    // The second company of the demo tenant: its own, smaller data, so switching company shows other rows.
    const S = DEMO.secondCompany;
    const second = { tenant_id: T, company_id: DEMO.secondCompanyId };
    await put('practices', [{ id: S.practiceId, ...second, name: 'Consultoría Tributaria', description: 'Planeación y cumplimiento tributario' }]);
    await put('work_groups', [{ id: S.workGroupId, ...second, code: 'EQ-TRIB', name: 'Equipo Tributario' }]);
    await put('taxes', [{ id: S.taxId, ...second, name: 'IVA 19 %', type: 'tax', value: '19' }]);
    await put('tax_profiles', [{ id: S.taxProfileId, ...second, name: 'Régimen común' }]);
    await put('tax_profile_taxes', [{ tenant_id: T, tax_profile_id: S.taxProfileId, tax_id: S.taxId }], ['tax_profile_id', 'tax_id']);
    await put('clients', [
      {
        id: S.clientId,
        ...second,
        name: 'Agroindustrias del Llano S.A.S.',
        document_type: 'NIT',
        document_number: '900777444',
        person_type: 'juridical',
        tax_profile_id: S.taxProfileId,
        email: 'impuestos@agrollano.co',
        phone: '6086621234',
      },
    ]);
    await put('projects', [{ id: S.projectId, ...second, client_id: S.clientId, name: 'Declaración de renta 2026' }]);
    await put('project_practices', [{ tenant_id: T, project_id: S.projectId, practice_id: S.practiceId }], ['project_id', 'practice_id']);
    await put('project_work_groups', [{ tenant_id: T, project_id: S.projectId, work_group_id: S.workGroupId }], ['project_id', 'work_group_id']);
    await put('project_commercial_managers', [{ tenant_id: T, project_id: S.projectId, user_id: DEMO.users.administrator }], ['project_id', 'user_id']);

    // The other tenant: a little of everything, for isolation tests and the tenant switch.
    const O = DEMO.otherTenant;
    const other = { tenant_id: DEMO.otherTenantId, company_id: DEMO.otherCompanyId };
    // Its administrator (multi@demo.test, tenant administrator there) administers it through a role
    // holding every code, as registration gives the person who creates an organisation: the flag
    // itself grants nothing (decision 41, docs/decisions/).
    await put('roles', [{ id: O.adminRoleId, ...other, code: 'ADMIN', name: 'Administrador', description: 'Todos los permisos de la plataforma' }]);
    await put(
      'role_permissions',
      PERMISSION_CODES.map((code) => ({ tenant_id: DEMO.otherTenantId, role_id: O.adminRoleId, permission_code: code })),
      ['role_id', 'permission_code'],
    );
    await put('user_roles', [{ ...other, user_id: DEMO.users.multiTenant, role_id: O.adminRoleId }], ['company_id', 'user_id', 'role_id']);
    await put('practices', [{ id: O.practiceId, ...other, name: 'Derecho Minero', description: 'Títulos y licencias mineras' }]);
    await put('service_units', [{ id: seedId('unit:andinos'), ...other, practice_id: O.practiceId, name: 'Licencias ambientales' }]);
    await put('work_groups', [{ id: O.workGroupId, ...other, code: 'EQ-MIN', name: 'Equipo Minero' }]);
    await put(
      'work_group_members',
      [{ tenant_id: DEMO.otherTenantId, work_group_id: O.workGroupId, user_id: DEMO.users.multiTenant }],
      ['work_group_id', 'user_id'],
    );
    await put('taxes', [{ id: O.taxId, ...other, name: 'IVA 19 %', type: 'tax', value: '19' }]);
    await put('tax_profiles', [{ id: O.taxProfileId, ...other, name: 'Régimen común' }]);
    await put('tax_profile_taxes', [{ tenant_id: DEMO.otherTenantId, tax_profile_id: O.taxProfileId, tax_id: O.taxId }], ['tax_profile_id', 'tax_id']);
    await put('custom_field_definitions', [
      { id: seedId('custom-field:andinos'), ...other, entity: 'clients', key: 'titulo', label: 'Título minero', data_type: 'Text', position: 1 },
    ]);
    // Same NIT as a client of the demo tenant on purpose: duplicate checks must stay inside a tenant.
    await put('clients', [
      {
        id: O.clientId,
        ...other,
        name: 'Minera El Dorado S.A.',
        document_type: 'NIT',
        document_number: '900123456',
        person_type: 'juridical',
        tax_profile_id: O.taxProfileId,
        city: 'ANT:Medellín',
        email: 'legal@mineraeldorado.co',
        phone: '6043215678',
      },
    ]);
    await put('client_contacts', [
      {
        id: seedId('contact:andinos'),
        ...other,
        client_id: O.clientId,
        name: 'Esteban',
        last_name: 'Montoya',
        email: 'esteban.montoya@mineraeldorado.co',
        phone: '3125550198',
        type: 1,
        is_main: true,
      },
    ]);
    await put('projects', [{ id: O.projectId, ...other, client_id: O.clientId, name: 'Licenciamiento ambiental El Dorado' }]);
    await put('project_practices', [{ tenant_id: DEMO.otherTenantId, project_id: O.projectId, practice_id: O.practiceId }], ['project_id', 'practice_id']);
    await put(
      'project_work_groups',
      [{ tenant_id: DEMO.otherTenantId, project_id: O.projectId, work_group_id: O.workGroupId }],
      ['project_id', 'work_group_id'],
    );
    await put(
      'project_commercial_managers',
      [{ tenant_id: DEMO.otherTenantId, project_id: O.projectId, user_id: DEMO.users.multiTenant }],
      ['project_id', 'user_id'],
    );

    await seedMasterData({ trx, put, seedId, DEMO });
  });
  await seedSettlement(knex);
}

// The demo companies' theme colours and system variables (issue 12, h-company): Colombian defaults.
// Only companies still without colours are touched, so a demo user's own changes survive restarts.
import { storeOnce } from './stored-files.ts';
import { pdf } from '../../api/src/management/projects/documents/test-files.ts';
import type { MasterDataSeeder } from './seeder.ts';
import { agreementYears } from '../seed-calendar.ts';

export const seedCompanySettings: MasterDataSeeder = async ({ trx, DEMO }) => {
  const settings = [
    { id: DEMO.mainCompanyId, main_color: '#1F4E79', secondary_color: '#C9A227' },
    { id: DEMO.secondCompanyId, main_color: '#2E7D32', secondary_color: '#F9A825' },
  ];
  for (const { id, ...colours } of settings) {
    await trx('companies')
      .where({ id })
      .whereNull('main_color')
      .update({ ...colours, time_zone: 'America/Bogota', language: 'es', include_process: true, preselect_responsible_user: false });
  }
  // How the demo firm is paid, printed on its invoices.
  await trx('companies')
    .where({ id: DEMO.mainCompanyId })
    .whereNull('payment_instructions')
    .update({
      payment_instructions:
        'Transferencia a Bancolombia, cuenta corriente 031-456789-12 a nombre de Abogados Asociados S.A.S. (NIT 900.123.456-7). Referencia: número de la factura.',
    });
};

// Colombia's public holidays of 2026 and 2027 (Ley Emiliani moves most to the Monday), for both demo
// companies: the demo's year of work and the year after it. Later years are the firm's to enter.
const HOLIDAYS: [string, string][] = [
  ['2026-01-01', 'Año Nuevo'],
  ['2026-01-12', 'Día de los Reyes Magos'],
  ['2026-03-23', 'Día de San José'],
  ['2026-04-02', 'Jueves Santo'],
  ['2026-04-03', 'Viernes Santo'],
  ['2026-05-01', 'Día del Trabajo'],
  ['2026-05-18', 'Ascensión del Señor'],
  ['2026-06-08', 'Corpus Christi'],
  ['2026-06-15', 'Sagrado Corazón'],
  ['2026-06-29', 'San Pedro y San Pablo'],
  ['2026-07-20', 'Día de la Independencia'],
  ['2026-08-07', 'Batalla de Boyacá'],
  ['2026-08-17', 'La Asunción de la Virgen'],
  ['2026-10-12', 'Día de la Raza'],
  ['2026-11-02', 'Todos los Santos'],
  ['2026-11-16', 'Independencia de Cartagena'],
  ['2026-12-08', 'Inmaculada Concepción'],
  ['2026-12-25', 'Navidad'],
  ['2027-01-01', 'Año Nuevo'],
  ['2027-01-11', 'Día de los Reyes Magos'],
  ['2027-03-22', 'Día de San José'],
  ['2027-03-25', 'Jueves Santo'],
  ['2027-03-26', 'Viernes Santo'],
  ['2027-05-01', 'Día del Trabajo'],
  ['2027-05-10', 'Ascensión del Señor'],
  ['2027-05-31', 'Corpus Christi'],
  ['2027-06-07', 'Sagrado Corazón'],
  ['2027-07-05', 'San Pedro y San Pablo'],
  ['2027-07-20', 'Día de la Independencia'],
  ['2027-08-07', 'Batalla de Boyacá'],
  ['2027-08-16', 'La Asunción de la Virgen'],
  ['2027-10-18', 'Día de la Raza'],
  ['2027-11-01', 'Todos los Santos'],
  ['2027-11-15', 'Independencia de Cartagena'],
  ['2027-12-08', 'Inmaculada Concepción'],
  ['2027-12-25', 'Navidad'],
];

export const seedCompanyHolidays: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  await put(
    'company_holidays',
    [DEMO.mainCompanyId, DEMO.secondCompanyId].flatMap((companyId) =>
      HOLIDAYS.map(([day, name]) => ({ id: seedId(`holiday:${companyId}:${day}`), tenant_id: DEMO.tenantId, company_id: companyId, day, name })),
    ),
  );
};

/** company-notifications of the demo company: who is told what, by which channels. */
const NOTIFICATIONS: [event: string, email: boolean, sms: boolean, push: boolean, whatsapp: boolean][] = [
  ['activityAssigned', true, false, true, false],
  ['activityNearDue', true, false, true, true],
  ['activityOverdue', true, true, true, true],
  ['revisionPending', true, false, true, false],
  ['activityReturned', true, false, true, false],
  ['mentioned', false, false, true, false],
  ['appointmentReminder', true, false, true, true],
  ['preInvoiceToApprove', true, false, false, false],
  ['invoiceIssued', true, false, false, false],
];

export const seedCompanyNotifications: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  await put(
    'company_notification_settings',
    NOTIFICATIONS.map(([event, email, sms, push, whatsapp], position) => ({
      id: seedId(`company-notification:${event}`),
      tenant_id: DEMO.tenantId,
      company_id: DEMO.mainCompanyId,
      position,
      event,
      email,
      sms,
      push,
      whatsapp,
    })),
  );
};

/** The demo company's own files (screen `file`) and integrations (screen `APIs`). */
export const seedCompanyFilesAndIntegrations: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  const T = DEMO.tenantId;
  const owned = { tenant_id: T, company_id: DEMO.mainCompanyId };
  const uploadId = seedId('upload:company:rut');
  const key = `${T}/${DEMO.mainCompanyId}/uploads/${uploadId}`;
  const bytes = pdf(4096, 'RUT - Abogados Asociados S.A.S.');
  await put('uploads', [
    {
      id: uploadId,
      ...owned,
      created_by: DEMO.users.administrator,
      name: 'RUT Abogados Asociados.pdf',
      size: bytes.length,
      content_type: 'application/pdf',
      storage_key: key,
    },
  ]);
  await storeOnce(key, bytes);
  await put('company_files', [
    {
      id: seedId('company-file:rut'),
      ...owned,
      title: 'Registro Único Tributario (RUT)',
      category: 'tax',
      valid_until: `${agreementYears().to}-12-31`,
      description: 'RUT vigente de la firma, para los clientes que lo piden con cada factura',
      file: JSON.stringify({ id: uploadId, name: 'RUT Abogados Asociados.pdf', size: bytes.length, contentType: 'application/pdf' }),
    },
  ]);
  await put('company_integrations', [
    {
      id: seedId('company-integration:dian'),
      ...owned,
      name: 'Proveedor tecnológico de facturación electrónica',
      kind: 'electronicInvoicing',
      base_url: 'https://api.facturador.example.co/v2',
      contact_email: 'soporte@facturador.example.co',
      notes: 'Habilitación ante la DIAN: rango de numeración FE 1 a 50.000',
    },
    {
      id: seedId('company-integration:whatsapp'),
      ...owned,
      name: 'Pasarela de WhatsApp',
      kind: 'messaging',
      base_url: 'https://graph.facebook.example.com/v19.0',
      notes: 'Alertas de flujos por WhatsApp',
    },
  ]);
};

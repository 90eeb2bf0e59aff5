// Activity types of the demo's litigation and corporate practices, with realistic hours.
import type { MasterDataSeeder } from './index.ts';

const TYPES: { practice: string; unit: string; code: string; name: string; hours: [string, string, string, string]; document?: boolean }[] = [
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-DEM', name: 'Demanda', hours: ['12', '10.5', '24', '48'], document: true },
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-CON', name: 'Contestación de demanda', hours: ['10', '9', '24', '48'], document: true },
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-AUD', name: 'Audiencia inicial', hours: ['4', '3.5', '24', '0'] },
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-ALE', name: 'Alegatos', hours: ['6', '5', '24', '24'], document: true },
  { practice: 'litigios', unit: 'Procesos Civiles', code: 'LIT-APE', name: 'Recurso de apelación', hours: ['8', '7.5', '24', '48'], document: true },
  { practice: 'corporativo', unit: 'Fusiones y Adquisiciones', code: 'COR-DD', name: 'Due diligence', hours: ['40', '36', '48', '72'], document: true },
  { practice: 'corporativo', unit: 'Contratos', code: 'COR-CON', name: 'Redacción de contrato', hours: ['6', '5.5', '24', '48'], document: true },
  { practice: 'corporativo', unit: 'Gobierno Corporativo', code: 'COR-ACT', name: 'Acta de asamblea', hours: ['2', '1.75', '12', '24'], document: true },
  { practice: 'corporativo', unit: 'Gobierno Corporativo', code: 'COR-REG', name: 'Registro mercantil', hours: ['3', '2.5', '24', '48'] },
];

export const seedFlows: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  await put('activity_types', TYPES.map((t) => ({
    id: seedId(`activity-type:${t.code}`), tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId,
    practice_id: seedId(`practice:${t.practice}`), service_unit_id: seedId(`unit:${t.practice}:${t.unit}`),
    code: t.code, name: t.name, estimated_hours: t.hours[0], average_hours: t.hours[1], near_due_hours: t.hours[2], overdue_hours: t.hours[3],
    requires_document: t.document ?? false, requires_revision: t.document ?? false, schedule_appointment: t.code === 'LIT-AUD',
  })));
};

// The demo's dynamic form (issue 12, item 4): what a litigation flow asks about a judicial process.
import type { MasterDataSeeder } from './seeder.ts';

const JUZGADOS = [
  'Juzgado 1 Civil del Circuito de Bogotá',
  'Juzgado 5 Laboral del Circuito de Bogotá',
  'Juzgado 12 Administrativo de Medellín',
  'Tribunal Superior de Bogotá',
];

const FIELDS = [
  {
    key: 'juzgado',
    kind: 'select',
    title: 'Juzgado',
    placeholder: 'Elige el despacho',
    required: true,
    required_message: 'El juzgado es requerido',
    options: JUZGADOS.join('\n'),
  },
  { key: 'radicado', kind: 'textbox', title: 'Radicado', placeholder: '23 dígitos', required: true, mask: '9'.repeat(23), columns: 2 },
  { key: 'admision', kind: 'date', title: 'Fecha de admisión', date_type: 'date', columns: 2 },
  { key: 'cuantia', kind: 'number', title: 'Cuantía', placeholder: 'Valor de las pretensiones', columns: 2 },
  { key: 'medidas', kind: 'switch', title: 'Medidas cautelares', columns: 2 },
  { key: 'observaciones', kind: 'textarea', title: 'Observaciones', max_length: 1000, length_message: 'Las observaciones caben en 1000 caracteres', height: 4 },
];

export const seedDynamicForms: MasterDataSeeder = async ({ put, seedId, DEMO }) => {
  const owned = { tenant_id: DEMO.tenantId, company_id: DEMO.mainCompanyId };
  const formId = seedId('dynamic-form:proceso-judicial');
  await put('dynamic_forms', [
    { id: formId, ...owned, name: 'Datos del proceso judicial', code: 'PROC-JUD', description: 'Datos del proceso que pide un flujo de litigio' },
  ]);
  await put(
    'dynamic_form_fields',
    FIELDS.map(({ key, ...field }, position) => ({
      id: seedId(`dynamic-form-field:proceso-judicial:${key}`),
      ...owned,
      dynamic_form_id: formId,
      position,
      ...field,
    })),
  );
};

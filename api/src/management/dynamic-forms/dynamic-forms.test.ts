// Dynamic forms through the API: a form and its fields written in one save (add, edit, reorder,
// remove), the design rules of document 0 section 5, the code unique per company, permissions and
// tenant isolation.
import { describe, expect, it } from 'vitest';
import { apiTest } from '../../platform/testing/api-test.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'professional'], outsider: ['AdministrationfunctionalStructure'] });

type Body = { code: string; message: string; fields?: { field: string; code: string; message: string }[] };
type Field = { id: string; kind: string; title: string } & Record<string, unknown>;
type Form = { id: string; name: string; code: string; active: boolean; fields: Field[] };

let counter = 0;
const TEXT = { kind: 'textbox', title: 'Radicado', mask: '99-999', required: true, requiredMessage: 'Falta el radicado' };
const SELECT = { kind: 'select', title: 'Juzgado', options: 'Civil\nLaboral\nPenal', multiple: true, maxSelections: 2 };

function post(payload: Record<string, unknown>, cookie = as.admin) {
  return app.request(cookie, { method: 'POST', url: '/api/dynamic-forms', payload, headers: { 'accept-language': 'es' } });
}
const patch = (id: string, payload: Record<string, unknown>, cookie = as.admin) =>
  app.request(cookie, { method: 'PATCH', url: `/api/dynamic-forms/${id}`, payload, headers: { 'accept-language': 'es' } });

async function createForm(fields: Record<string, unknown>[] = [TEXT, SELECT]): Promise<Form> {
  counter += 1;
  const res = await post({ name: `Formulario ${counter}`, code: `FD-${counter}`, fields });
  expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
  return res.result as Form;
}

describe('dynamic forms: the form and its fields in one save', () => {
  it('creates a form with its fields in order and answers them back', async () => {
    const form = await createForm();
    expect(form.fields.map((f) => f.title)).toEqual(['Radicado', 'Juzgado']);
    expect(form.fields[0]).toMatchObject({ kind: 'textbox', mask: '99-999', required: true, columns: 4, maxSelections: 0 });
    const rows = await app.owner('dynamic_form_fields').where({ dynamic_form_id: form.id }).orderBy('position').select('title', 'position', 'company_id');
    expect(rows.map((r) => [r.title, r.position])).toEqual([
      ['Radicado', 0],
      ['Juzgado', 1],
    ]);
    expect(rows[0].company_id).toBe(ids.mainCompanyId);
  });

  it('adds, edits, reorders and removes fields in one write', async () => {
    const form = await createForm();
    const [text, select] = form.fields;
    const res = await patch(form.id, {
      fields: [
        { ...select, title: 'Despacho' },
        { kind: 'date', title: 'Fecha de admisión', dateType: 'month' },
      ],
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const after = (res.result as Form).fields;
    expect(after.map((f) => f.title)).toEqual(['Despacho', 'Fecha de admisión']);
    expect(after[0].id).toBe(select.id); // edited in place, not replaced
    expect(await app.owner('dynamic_form_fields').where({ id: text.id }).first()).toBeUndefined();
  });

  it('changes name and state without touching the fields when they are not sent', async () => {
    const form = await createForm();
    const res = await patch(form.id, { name: 'Otro nombre', active: false });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    expect((res.result as Form).fields.map((f) => f.id)).toEqual(form.fields.map((f) => f.id));
  });
});

describe('dynamic forms: design rules (document 0, section 5)', () => {
  it('refuses a form without fields with DYNAMIC_FORM_FIELDS_REQUIRED, on create and on update', async () => {
    const none = await post({ name: 'Vacío', code: 'VACIO-1', fields: [] });
    expect(none.statusCode).toBe(400);
    expect((none.result as Body).fields).toEqual([
      expect.objectContaining({ field: 'fields', code: 'DYNAMIC_FORM_FIELDS_REQUIRED', message: 'El formulario dinámico necesita al menos un campo' }),
    ]);
    const missing = await post({ name: 'Vacío', code: 'VACIO-2' });
    expect((missing.result as Body).fields?.[0].code).toBe('DYNAMIC_FORM_FIELDS_REQUIRED');
    const form = await createForm();
    const emptied = await patch(form.id, { fields: [] });
    expect(emptied.statusCode).toBe(400);
    expect((await app.owner('dynamic_form_fields').where({ dynamic_form_id: form.id })).length).toBe(2);
  });

  it('refuses a minimum length above the maximum, writing nothing', async () => {
    const before = await app.owner('dynamic_forms').count({ n: '*' }).first();
    const res = await post({ name: 'Longitudes', code: 'LONG-1', fields: [{ kind: 'textarea', title: 'Notas', minLength: 10, maxLength: 5 }] });
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields).toEqual([
      expect.objectContaining({
        field: 'fields[0].minLength',
        code: 'DYNAMIC_FIELD_MIN_ABOVE_MAX',
        message: 'La longitud mínima (10) no puede ser mayor que la longitud máxima (5)',
      }),
    ]);
    expect(await app.owner('dynamic_forms').count({ n: '*' }).first()).toEqual(before);
  });

  it('needs options for a radio group and a select, and a limit within the options (0 = unlimited)', async () => {
    const noOptions = await post({ name: 'Opciones', code: 'OPC-1', fields: [{ kind: 'radioGroup', title: 'Instancia' }] });
    expect((noOptions.result as Body).fields?.[0]).toMatchObject({ field: 'fields[0].options', code: 'CUSTOM_FIELD_OPTIONS_REQUIRED' });
    const above = await post({ name: 'Opciones', code: 'OPC-2', fields: [{ ...SELECT, maxSelections: 4 }] });
    expect((above.result as Body).fields?.[0]).toMatchObject({ field: 'fields[0].maxSelections', code: 'DYNAMIC_FIELD_LIMIT_ABOVE_OPTIONS' });
    expect((above.result as Body).fields?.[0].message).toContain('0 significa sin límite');
    const unlimited = await createForm([{ ...SELECT, maxSelections: 0 }]);
    expect(unlimited.fields[0].maxSelections).toBe(0);
  });

  it('refuses a property the kind does not take and a date field without its date type', async () => {
    const res = await post({
      name: 'Tipos',
      code: 'TIP-1',
      fields: [
        { kind: 'switch', title: 'Medidas', mask: '999' },
        { kind: 'date', title: 'Fecha' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect((res.result as Body).fields?.map((f) => [f.field, f.code])).toEqual([
      ['fields[0].mask', 'DYNAMIC_FIELD_PROPERTY_NOT_ALLOWED'],
      ['fields[1].dateType', 'REQUIRED'],
    ]);
  });

  it('refuses an unknown kind with a 400, not a 500', async () => {
    const res = await post({ name: 'Tipos', code: 'TIP-2', fields: [{ kind: 'slider', title: 'Nivel' }] });
    expect(res.statusCode).toBe(400);
  });

  it('keeps the code unique per company without regard to case (DYNAMIC_FORM_CODE_TAKEN)', async () => {
    const form = await createForm();
    const res = await post({ name: 'Copia', code: form.code.toLowerCase(), fields: [TEXT] });
    expect(res.statusCode).toBe(409);
    expect(res.result as Body).toMatchObject({ code: 'DYNAMIC_FORM_CODE_TAKEN', message: 'Ya existe un formulario dinámico con este código' });
  });

  it("requires the name with the specification's message", async () => {
    const res = await post({ code: 'SIN-NOMBRE', fields: [TEXT] });
    expect((res.result as Body).fields).toEqual([expect.objectContaining({ field: 'name', message: 'El nombre es requerido' })]);
  });
});

describe('dynamic forms: who may see and change them', () => {
  it('refuses a user without AdministrationfunctionalStructure (403 FORBIDDEN)', async () => {
    const form = await createForm();
    const res = await post({ name: 'Prohibido', code: 'PROH-1', fields: [TEXT] }, as.professional);
    expect(res.statusCode).toBe(403);
    expect((await patch(form.id, { name: 'Prohibido' }, as.professional)).statusCode).toBe(403);
  });

  it("keeps another tenant's administrator away from the form and its fields", async () => {
    const form = await createForm();
    const read = await app.request(as.outsider, { method: 'GET', url: `/api/dynamic-forms/${form.id}` });
    expect(read.statusCode).toBe(404);
    expect((await patch(form.id, { name: 'Ajeno' }, as.outsider)).statusCode).toBe(404);
    // A field id of this tenant's form cannot be adopted by a form of the other tenant.
    const theirs = await post({ name: 'Suyo', code: 'SUYO-1', fields: [{ ...TEXT, id: form.fields[0].id }] }, as.outsider);
    expect(theirs.statusCode).toBe(400);
    const stored = await app.owner('dynamic_form_fields').where({ id: form.fields[0].id }).first('dynamic_form_id');
    expect(stored.dynamic_form_id).toBe(form.id);
  });
});

// The demo's rows the generic tests and each domain's samples build on: a seeded user by email, the
// first row of a resource in a company, an activity of one's own in process, an uploaded file; and
// the running number that keeps each sample unique.
import type { Knex } from 'knex';
import type { Resource } from '../resource/define.ts';

let counter = 0;

/** The next sample's number (codes, names and file keys are unique by it). */
export const nextSample = (): number => ++counter;

export async function userId(owner: Knex, email: string): Promise<string> {
  const row = await owner('users').whereRaw('lower(email) = ?', [email]).first('id');
  if (!row) throw new Error(`No seeded user ${email}`);
  return row.id;
}

/** First row id of a resource in a company (passing a reference's `refFilter`), read with the owner connection. */
export async function anyId(owner: Knex, r: Resource, companyId: string, filter: Readonly<Record<string, string | number | boolean>> = {}): Promise<string> {
  const q = owner({ t: r.table }).first('t.id').orderBy('t.id');
  // A companyMembers table is a per-company view of the memberships: it has company_id too.
  if (r.ownedBy === 'company' || r.ownedBy === 'companyMembers') q.where({ 't.company_id': companyId });
  for (const [name, value] of Object.entries(filter)) {
    const sql = r.expressions[name] ?? `t.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
    q.whereRaw(`(${sql}) = ?`, [value]);
  }
  const row = await q;
  if (!row) throw new Error(`No ${r.name} row in company ${companyId}`);
  return row.id;
}

/**
 * An activity of the demo administrator's, in process (time, tasks and expenses hang on it), like the
 * first of the demo's month (ACT-DEMO-…: Los Andes' merger, this month), not of its year before.
 */
export async function ownActivity(owner: Knex, companyId: string, email = 'admin@demo.test'): Promise<string> {
  const responsible = await userId(owner, email);
  const base = await owner('activities').where({ company_id: companyId }).whereLike('code', 'ACT-DEMO-%').whereNotNull('project_id').orderBy('code').first();
  const [row] = await owner('activities')
    .insert({
      tenant_id: base.tenant_id,
      company_id: companyId,
      title: `Actividad de prueba ${counter}`,
      client_id: base.client_id,
      project_id: base.project_id,
      practice_id: base.practice_id,
      service_unit_id: base.service_unit_id,
      activity_type_id: base.activity_type_id,
      responsible_user_id: responsible,
      start_date: base.start_date,
      end_date: base.end_date,
      delivery_at: base.delivery_at,
      state: 'InProcess',
      estimated_hours: 0,
    })
    .returning('id');
  return row.id as string;
}

/** An uploaded PDF of the company's (a file field names an upload: a descriptor cannot be made up), as a field's value. */
export async function uploadedPdf(owner: Knex, companyId: string, name: string) {
  const { tenant_id: tenantId } = await owner('companies').where({ id: companyId }).first('tenant_id');
  const [upload] = await owner('uploads')
    .insert({ tenant_id: tenantId, company_id: companyId, name, size: 2048, content_type: 'application/pdf', storage_key: `fixture/${name}` })
    .returning(['id', 'name', 'size', 'content_type']);
  return { id: upload.id as string, name: upload.name as string, size: upload.size as number, contentType: upload.content_type as string };
}

// A pre-invoice's lines and an invoice's lines as declared read-only resources read them (decision
// 278). The lines are written in bulk with their pre-invoice and carry neither its company nor row
// times, which every declared row has; two views give them their parent's, so the bulk write stays
// as it is. An invoice's lines are its pre-invoice's as approved, named by the invoice. Each view
// also names the project its parent is filed under, the one the parent's own scope reads.
// security_invoker: the caller's row-level security applies to every table read.
import type { Knex } from 'knex';
import { APP_ROLE } from '../rls.ts';

const LINE_COLUMNS = `l.preinvoice_id, l.position, l.project_id, l.block_id, l.user_id, l.concept, l.description, l.line_date,
  l.quantity, l.unit_price, l.discount_percent, l.amount, l.taxes, l.withholdings, l.worked_minutes, l.billed_minutes`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create view preinvoice_lines_view with (security_invoker = true) as
    select l.id, l.tenant_id, p.company_id, p.created_at, p.updated_at, p.project_id as preinvoice_project_id, ${LINE_COLUMNS}
    from preinvoice_lines l join preinvoices p on p.id = l.preinvoice_id`);
  await knex.raw(`create view invoice_lines_view with (security_invoker = true) as
    select l.id, l.tenant_id, i.company_id, i.created_at, i.updated_at, i.id as invoice_id, i.project_id as invoice_project_id, ${LINE_COLUMNS}
    from preinvoice_lines l join invoices i on i.preinvoice_id = l.preinvoice_id`);
  await knex.raw(`grant select on preinvoice_lines_view, invoice_lines_view to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop view invoice_lines_view');
  await knex.raw('drop view preinvoice_lines_view');
}

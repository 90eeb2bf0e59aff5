// Settlement keeps the state of settled work once (issue 30, item 4; decision 263): work in a
// pre-invoice reads Billed while its pre-invoice is approved, so approving one writes none of its
// activities. Work already billed through a pre-invoice takes the one form here; a stored Billed is
// left only to work billed before this platform (no pre-invoice), and the table refuses any other.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`update activities set state = 'PreInvoiceInRevision' where state = 'Billed' and preinvoice_id is not null`);
  await knex.raw(`alter table activities add constraint activities_billed_by_preinvoice check (state <> 'Billed' or preinvoice_id is null)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table activities drop constraint activities_billed_by_preinvoice');
  await knex.raw(`update activities a set state = 'Billed' from preinvoices p
    where p.id = a.preinvoice_id and p.state = 'approved' and a.state = 'PreInvoiceInRevision'`);
}

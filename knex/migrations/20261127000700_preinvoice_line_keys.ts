// A pre-invoice's lines name their block, project and tenant through the pre-invoice's own blocks
// (issue 14, item 12): one composite key instead of four single ones. It is stricter (a line's block
// must be one of its pre-invoice's blocks, with that block's project) and the database checks one
// key per line instead of four, which is most of the cost of writing a month's 120,000 lines.
import type { Knex } from 'knex';

const SINGLE = ['tenant_id', 'preinvoice_id', 'project_id', 'block_id'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table preinvoice_blocks add constraint preinvoice_blocks_line_key unique (tenant_id, preinvoice_id, block_id, project_id)`);
  for (const column of SINGLE) await knex.raw(`alter table preinvoice_lines drop constraint preinvoice_lines_${column}_foreign`);
  await knex.raw(`alter table preinvoice_lines add constraint preinvoice_lines_block_key foreign key (tenant_id, preinvoice_id, block_id, project_id)
    references preinvoice_blocks (tenant_id, preinvoice_id, block_id, project_id) on delete cascade`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table preinvoice_lines drop constraint preinvoice_lines_block_key');
  await knex.raw(`alter table preinvoice_lines add constraint preinvoice_lines_tenant_id_foreign foreign key (tenant_id) references tenants (id) on delete cascade,
    add constraint preinvoice_lines_preinvoice_id_foreign foreign key (preinvoice_id) references preinvoices (id) on delete cascade,
    add constraint preinvoice_lines_project_id_foreign foreign key (project_id) references projects (id) on delete restrict,
    add constraint preinvoice_lines_block_id_foreign foreign key (block_id) references settlement_blocks (id) on delete restrict`);
  await knex.raw('alter table preinvoice_blocks drop constraint preinvoice_blocks_line_key');
}

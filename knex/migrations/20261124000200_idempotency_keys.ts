// Idempotency-Key: the first answer of a creating POST, kept per tenant, user and key for a day,
// so a retry answers it again instead of acting twice (api/src/platform/http/idempotency.ts).
import type { Knex } from 'knex';
import { tenantTable } from '../rls.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('tenant_id').notNullable().references('tenants.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('key', 200).notNullable();
    /** sha256 of method, path and body: the same key with another request is refused. */
    t.string('request_hash', 64).notNullable();
    t.smallint('status').notNullable();
    t.jsonb('body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.primary(['tenant_id', 'user_id', 'key']);
  });
  // Expired keys are removed by expiry (see purgeExpired).
  await knex.raw('create index idempotency_keys_expires on idempotency_keys (expires_at)');
  await tenantTable(knex, 'idempotency_keys');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}

// What every master-data seeder receives (index.ts runs them in order); apart from index.ts so a
// seeder's module does not import the list that imports it.
import type { Knex } from 'knex';
import type { DEMO as DemoIds } from '../demo-ids.ts';

type Rows = Record<string, unknown>[];

export interface SeedContext {
  trx: Knex.Transaction;
  /** Inserts rows, ignoring those already there (the seed runs again on every start). */
  put: (table: string, rows: Rows, conflict?: string[]) => Promise<unknown>;
  /** The stable uuid of a named demo row, e.g. seedId('project:fusion'). */
  seedId: (name: string) => string;
  DEMO: typeof DemoIds;
}

export type MasterDataSeeder = (ctx: SeedContext) => Promise<void>;

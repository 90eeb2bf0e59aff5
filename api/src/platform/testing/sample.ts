// A declaration's own test sample: the values of a valid payload the field types cannot make up
// (values that must agree with each other or with the demo's rows), merged over the generic ones.
import type { Knex } from 'knex';

export interface SampleContext {
  owner: Knex;
  companyId: string;
  /** This payload's running number: codes and names made unique by it. */
  counter: number;
}

export type Sample = (ctx: SampleContext) => Record<string, unknown> | Promise<Record<string, unknown>>;

// What a domain's routes are built with: the database, the configuration and the file store.
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export interface RouteDeps {
  db: () => Knex;
  config: Config;
  storage: () => FileStorage;
}

// Migrations stand alone: none imports code outside knex/ (the application changes after a
// migration is written, the migration must not), and the reference data they write equals the
// lists the application uses, so a code added to the product comes with the migration that adds it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, migrateLatest, ownerKnex } from './index.ts';
import { PERMISSION_CODES, permissionArea } from '../policies/permissions.ts';
import { COUNTRIES } from '../seeds/countries.ts';
import { databaseUrl } from '../api/src/platform/testing/test-database.ts';

const KNEX_DIR = path.dirname(MIGRATIONS_DIR);
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

it('no migration imports code from outside knex/', () => {
  const outside: string[] = [];
  for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => /\.[cm]?[jt]s$/.test(f))) {
    const source = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      // Packages (knex itself) are fine; a relative path must stay inside knex/.
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const target = path.resolve(MIGRATIONS_DIR, spec);
      if (!target.startsWith(`${KNEX_DIR}${path.sep}`)) outside.push(`${file}: ${spec}`);
    }
  }
  expect(outside).toEqual([]);
});

// A database migrated from zero, not the seeded template: the migrations alone must hold the data.
const name = `lawfirm_ref_${crypto.randomBytes(4).toString('hex')}`;
let url: string;
beforeAll(async () => {
  const admin = ownerKnex(inject('serverUrl'));
  await admin.raw('create database ??', [name]);
  await admin.destroy();
  url = databaseUrl(inject('serverUrl'), name);
  await migrateLatest(url);
});
afterAll(async () => {
  const admin = ownerKnex(inject('serverUrl'));
  await admin.raw('drop database if exists ?? with (force)', [name]);
  await admin.destroy();
});

it("the permission codes after migration are exactly the application's, with their areas", async () => {
  const k = ownerKnex(url);
  try {
    const rows = await k('permissions').orderBy('code').select('code', 'area');
    expect(rows).toEqual([...PERMISSION_CODES].sort().map((code) => ({ code, area: permissionArea(code) })));
  } finally {
    await k.destroy();
  }
});

it("the countries after migration are exactly the application's", async () => {
  const k = ownerKnex(url);
  try {
    const rows = await k('countries').orderBy('code').select('code', 'name_es', 'name_en', 'sort_order');
    expect(rows).toEqual(
      [...COUNTRIES].sort((a, b) => a.code.localeCompare(b.code)).map((c) => ({ code: c.code, name_es: c.es, name_en: c.en, sort_order: c.sortOrder ?? 100 })),
    );
  } finally {
    await k.destroy();
  }
});

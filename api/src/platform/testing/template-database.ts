// The migrated and seeded template every test database is cloned from, built once and reused while
// nothing it is made of changes. Its name carries a hash of what builds it: the migrations, the
// seed and every module the seed imports (it prices with the settlement code), and the day, since
// the demo data is dated relative to today. An unchanged schema is not migrated again; a changed
// file or a new day gives a new name, and templates of other keys are dropped when unused.
// Vitest's global setup and the browser journeys share it; an advisory lock lets one build at a time.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, migrateLatest, ownerKnex } from '../../../../knex/index.ts';
import { seedDemo } from '../../../../seeds/demo.ts';
import { databaseUrl } from './test-database.ts';
import { ROOT } from '../root.ts';

const PREFIX = 'lawfirm_template_';
const SEED_ENTRY = path.join(ROOT, 'seeds', 'demo.ts');
// Any number the whole server agrees on: the lock that serialises template builds across processes.
const BUILD_LOCK = 74_202_611;

/** The relative imports of a module, resolved to files (type-only imports included: harmless). */
function localImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), m[1]);
    if (fs.existsSync(target) && fs.statSync(target).isFile()) found.push(target);
  }
  return found;
}

/** Every file the template is built from: the migrations and the seed's import graph. */
function templateSources(): string[] {
  const seen = new Set<string>();
  const queue = [SEED_ENTRY, path.join(ROOT, 'knex', 'index.ts'), path.join(ROOT, 'knex', 'rls.ts')];
  for (const f of fs.readdirSync(MIGRATIONS_DIR)) queue.push(path.join(MIGRATIONS_DIR, f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.ts')) queue.push(...localImports(file));
  }
  return [...seen].sort();
}

/** The template's name for the sources as they are now and today's (UTC) date. */
export function templateName(today = new Date()): string {
  const hash = crypto.createHash('sha256');
  for (const file of templateSources()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  hash.update(today.toISOString().slice(0, 10));
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The name of an up-to-date template on the server of `serverUrl` (its maintenance database URL),
 * building it when missing. Built under a temporary name and renamed once seeded, so a template
 * that exists is complete; nobody stays connected to it, so it can be cloned at once.
 */
export async function ensureTemplate(serverUrl: string): Promise<{ name: string; built: boolean }> {
  const name = templateName();
  const admin = ownerKnex(databaseUrl(serverUrl, 'postgres'));
  const exists = async () => (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
  try {
    if (await exists()) return { name, built: false };
    return await admin.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?)', [BUILD_LOCK]);
      if (await exists()) return { name, built: false }; // another process built it meanwhile
      const building = `${name}_building`;
      await admin.raw('drop database if exists ?? with (force)', [building]);
      await admin.raw('create database ??', [building]);
      const url = databaseUrl(serverUrl, building);
      await migrateLatest(url);
      const seedKnex = ownerKnex(url);
      try {
        await seedDemo(seedKnex);
      } finally {
        await seedKnex.destroy();
      }
      await admin.raw('alter database ?? rename to ??', [building, name]);
      await dropOtherTemplates(admin, name);
      return { name, built: true };
    });
  } finally {
    await admin.destroy();
  }
}

/** Templates of earlier keys, unless a run is cloning them right now. */
async function dropOtherTemplates(admin: ReturnType<typeof ownerKnex>, keep: string): Promise<void> {
  const { rows } = await admin.raw(
    `select datname from pg_database where datname like ? and datname <> ? and datname not like '%\\_building'
       and not exists (select 1 from pg_stat_activity a where a.datname = pg_database.datname)`,
    [`${PREFIX}%`, keep],
  );
  for (const { datname } of rows as { datname: string }[]) {
    await admin.raw('drop database if exists ??', [datname]).catch(() => undefined); // in use after all: next time
  }
}

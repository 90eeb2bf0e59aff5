// One naming rule for route modules (issue 32, item 1): a module that declares routes by hand
// (defineRoute, authRoute) is named `*.routes.ts` and holds routes only, its rules and SQL in the
// domain's services beside it. The helpers themselves (platform/, auth/auth-route.ts) are exempt.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELPERS = new Set(['auth/auth-route.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('route modules', () => {
  it('are named *.routes.ts wherever a domain declares routes by hand', () => {
    const misnamed = sourceFiles(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((file) => !file.startsWith(`platform${path.sep}`) && !HELPERS.has(file) && !file.endsWith('.routes.ts'))
      .filter((file) => /\b(defineRoute|authRoute)\(/.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
    expect(misnamed).toEqual([]);
  });
});

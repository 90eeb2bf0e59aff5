// No runtime import cycle in the API, the seeds or the admin: a cycle makes a module's exports
// undefined while another module of the loop is still loading (bearer -> oidc -> session-scheme ->
// bearer once did).
// Type-only imports vanish at run time and do not count.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The relative modules a file loads at run time (not `import type`, not `{ type A, type B }`). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)from\s+'(\.[^']+)'/gms)) {
    const names = m[1].trim();
    const onlyTypes =
      /^\{[^}]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '));
    if (!onlyTypes) out.push(path.resolve(path.dirname(file), m[2]));
  }
  return out;
}

export function importCycles(root: string): string[] {
  const graph = new Map(sourceFiles(root).map((f) => [f, runtimeImports(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)).join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('has no runtime import cycle in api/src', () => {
    expect(importCycles(SRC)).toEqual([]);
  });

  it('has no runtime import cycle in the seeds', () => {
    expect(importCycles(path.resolve(SRC, '../../seeds'))).toEqual([]);
  });

  it('has no runtime import cycle in the admin', () => {
    expect(importCycles(path.resolve(SRC, '../../admin/src'))).toEqual([]);
  });
});

// A worker's platform: its own database cloned from the tests' template, and its own server
// (serve.ts: the API serving the built admin, with the development identity provider) on the
// worker's ports. Started when the worker starts, so journeys of different workers share nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { ownerKnex } from '../../knex/index.ts';
import { databaseUrl } from '../../api/src/platform/testing/test-database.ts';
import { ROOT } from '../../api/src/platform/root.ts';
import { e2eDatabaseUrl } from './database.ts';

export interface Platform {
  baseURL: string;
  stop: () => Promise<void>;
}

export async function startPlatform(port: string): Promise<Platform> {
  const template = process.env.E2E_TEMPLATE;
  if (!template) throw new Error("E2E_TEMPLATE is set by the journeys' global setup");
  const url = e2eDatabaseUrl(port);
  const admin = ownerKnex(databaseUrl(url, 'postgres'));
  const database = new URL(url).pathname.slice(1);
  await admin.raw('drop database if exists ?? with (force)', [database]);
  await admin.raw('create database ?? template ??', [database, template]);

  const baseURL = `http://localhost:${port}`;
  const output: string[] = [];
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: port, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept to tell why a server did not start; E2E_SERVER_LOG=1 shows it as it comes.
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.E2E_SERVER_LOG) process.stdout.write(`[server ${port}] ${chunk}`);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  try {
    await untilHealthy(`${baseURL}/api/health`, server);
  } catch (e) {
    server.kill('SIGKILL');
    throw new Error(`The journeys' server on port ${port} did not start: ${(e as Error).message}\n${output.join('')}`);
  }
  return {
    baseURL,
    async stop() {
      await stopped(server);
      await admin.raw('drop database if exists ?? with (force)', [database]);
      await admin.destroy();
    },
  };
}

async function untilHealthy(url: string, server: ChildProcess, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`it exited with ${server.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no answer from /api/health in two minutes');
}

/** SIGTERM (start.ts closes the API, the provider and their pools), SIGKILL if it lingers. */
function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

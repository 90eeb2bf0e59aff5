// Where the tests' PostgreSQL is: TEST_DATABASE_URL or DATABASE_URL (a server's maintenance
// database), else an embedded PostgreSQL started for the run under .data/test-pg.

/** Owner URL of `database` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

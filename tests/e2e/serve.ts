// One worker's server: `npm start` on the database platform.ts cloned for it (DATABASE_URL, already
// migrated and seeded), with the admin already built and the development identity provider on
// the next port.
const port = process.env.E2E_PORT;
if (!port || !process.env.DATABASE_URL) throw new Error('serve.ts is started by tests/e2e/platform.ts');
process.env.PORT = port;
process.env.OIDC_DEV_PORT = String(Number(port) + 1);
process.env.SKIP_ADMIN_BUILD = 'true';
process.env.SEED_DEMO = 'false';
// The sign-in journeys start many logins from this one address: more than a person's 60 in 15 minutes.
process.env.LOGIN_STARTS_PER_IP = '2000';
// A line per request would be kept in memory for the whole run (platform.ts keeps the output to tell
// why a server failed): warnings and errors only, unless the run asks (E2E_SERVER_LOG shows them).
process.env.LOG_LEVEL ??= 'warn';
delete process.env.OIDC_ISSUER;
delete process.env.PUBLIC_URL;
await import('../../api/src/dev/start.ts');

export {};

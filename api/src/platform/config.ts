// Runtime configuration from the environment; every default is the embedded one of `npm start`.
export interface Config {
  port: number;
  host: string;
  publicUrl: string; // where the browser reaches the API and the admin
  databaseUrl?: string; // owner connection; absent means embedded PostgreSQL
  oidc: { issuer?: string; clientId: string; clientSecret: string; devPort: number };
  sessionCookie: string;
  adminDist?: string; // folder of the built admin to serve, when present
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL,
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID ?? 'lawfirm-admin',
      clientSecret: env.OIDC_CLIENT_SECRET ?? 'dev-secret-change-me',
      devPort: Number(env.OIDC_DEV_PORT ?? port + 1),
    },
    sessionCookie: env.SESSION_COOKIE ?? 'lf_session',
  };
}

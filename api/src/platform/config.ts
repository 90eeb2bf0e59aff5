// Runtime configuration from the environment; every default is the embedded one of `npm start`.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../auth/rate-limit.ts';
import type { EinvoiceConfig } from '../settlement/einvoicing/provider.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  publicUrl: string; // where the browser reaches the API and the admin
  databaseUrl?: string; // owner connection; absent means embedded PostgreSQL
  /** `audience`: what bearer access tokens must carry in `aud` (default PUBLIC_URL + '/api'). */
  oidc: { issuer?: string; clientId: string; clientSecret: string; devPort: number; audience?: string };
  /** Outgoing mail: written as .eml files to `outboxDir` (the embedded default; SMTP comes later). */
  mail: { from: string; supportEmail: string; outboxDir: string };
  /** Uploaded files (company logos): a local folder, the embedded default of the file storage. */
  filesDir: string;
  /** One reverse proxy in front appends the client's address to X-Forwarded-For (rate limits read it). */
  trustProxy: boolean;
  /**
   * Logins one address may start per 15 minutes (LOGIN_STARTS_PER_IP, default 60): an office behind
   * one address, or the browser journeys' many sign-ins, may need more.
   */
  loginStartsPerIp: number;
  sessionCookie: string;
  /**
   * The HS256 key of the client's external pre-invoice links (EXTERNAL_LINK_SECRET, at least 32
   * characters in production); by default derived from the OIDC client secret, so `npm start` works.
   */
  externalLinkSecret: string;
  adminDist?: string; // folder of the built admin to serve, when present
  /**
   * Electronic invoicing (docs/settlement.md): EINVOICE_PROVIDER=local (default: accepts or rejects by
   * simple rules, no provider needed) or noova (NOOVA_URL, NOOVA_TOKEN, NOOVA_TIMEOUT_MS, NOOVA_STATUS_URL); the
   * currencies the local provider accepts (EINVOICE_CURRENCIES, default COP,USD,EUR).
   */
  einvoice: EinvoiceConfig;
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
      audience: env.OIDC_AUDIENCE,
    },
    mail: {
      from: env.MAIL_FROM ?? 'no-reply@localhost',
      supportEmail: env.SUPPORT_EMAIL ?? 'soporte@localhost',
      outboxDir: env.OUTBOX_DIR ?? path.join(ROOT, '.data', 'outbox'),
    },
    filesDir: env.FILES_DIR ?? path.join(ROOT, '.data', 'files'),
    trustProxy: env.TRUST_PROXY === 'true',
    loginStartsPerIp: Math.max(1, Number(env.LOGIN_STARTS_PER_IP) || LIMITS.loginStartPerIp.max),
    sessionCookie: env.SESSION_COOKIE ?? 'lf_session',
    externalLinkSecret: env.EXTERNAL_LINK_SECRET
      ?? crypto.createHmac('sha256', env.OIDC_CLIENT_SECRET ?? 'dev-secret-change-me').update('external-preinvoice-links').digest('hex'),
    einvoice: {
      provider: env.EINVOICE_PROVIDER === 'noova' ? 'noova' : 'local',
      currencies: (env.EINVOICE_CURRENCIES ?? 'COP,USD,EUR').split(',').map((c) => c.trim()).filter(Boolean),
      noova: { url: env.NOOVA_URL, token: env.NOOVA_TOKEN, timeoutMs: Math.max(1000, Number(env.NOOVA_TIMEOUT_MS) || 15_000), statusUrl: env.NOOVA_STATUS_URL || undefined },
    },
  };
}

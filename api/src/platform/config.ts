// Runtime configuration from the environment; every default is the embedded one of `npm start`.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** GET /api/auth/login per client address in 15 minutes (auth/rate-limit.ts), unless LOGIN_STARTS_PER_IP says otherwise. */
export const LOGIN_STARTS_PER_IP = 60;

/** Electronic invoicing's provider and its settings (settlement/einvoicing/provider.ts reads them). */
export interface EinvoiceConfig {
  provider: 'local' | 'noova';
  /** The currencies the local provider accepts (EINVOICE_CURRENCIES, default COP,USD,EUR). */
  currencies: string[];
  noova: { url?: string; token?: string; timeoutMs: number; statusUrl?: string };
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string; // where the browser reaches the API and the admin
  databaseUrl?: string; // owner connection; absent means embedded PostgreSQL
  /** `audience`: what bearer access tokens must carry in `aud` (default PUBLIC_URL + '/api'). */
  oidc: { issuer?: string; clientId: string; clientSecret: string; devPort: number; audience?: string };
  /**
   * Outgoing mail: through the SMTP server of SMTP_URL (smtp://user:password@host:587 with STARTTLS,
   * smtps://…:465 with TLS from the start) or, the embedded default, as .eml files in `outboxDir`.
   */
  mail: { from: string; supportEmail: string; outboxDir: string; smtpUrl?: string };
  /** Stored files (uploads, project documents, company logos): a local folder, the embedded default. */
  filesDir: string;
  /**
   * With S3_BUCKET, files are kept in that bucket of an S3-compatible store instead: S3_REGION
   * (default us-east-1), S3_ENDPOINT for a store other than AWS (MinIO, Ceph, R2...), and
   * S3_FORCE_PATH_STYLE=true when it takes the bucket in the path. Credentials come the SDK's way
   * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the machine's role).
   */
  s3?: { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };
  /** One reverse proxy in front appends the client's address to X-Forwarded-For (rate limits read it). */
  trustProxy: boolean;
  /**
   * The HTTP listener behind a load balancer. An idle keep-alive socket is kept longer than the
   * balancer keeps its own (60 s on nginx and the clouds' balancers): closed first by the server, a
   * request the balancer sends on it at that moment fails and becomes a 502. KEEP_ALIVE_TIMEOUT_MS
   * (default 65,000), HEADERS_TIMEOUT_MS (default 66,000, always above the keep-alive), and
   * SHUTDOWN_TIMEOUT_MS (default 25,000): how long a stopping server lets requests in flight finish.
   */
  http: { keepAliveTimeoutMs: number; headersTimeoutMs: number; shutdownTimeoutMs: number };
  /**
   * Who may read GET /metrics: with METRICS_TOKEN, a caller sending it as a bearer token; without,
   * only this machine (a loopback address, and no proxy's X-Forwarded-For).
   */
  metricsToken?: string;
  /** The JSON logs' level (LOG_LEVEL: fatal, error, warn, info, debug, trace or silent; default info). */
  logLevel: string;
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

const DEV_CLIENT_SECRET = 'dev-secret-change-me';
const DEV_APP_DB_PASSWORD = 'lawfirm_app';
const MIN_LINK_SECRET = 32;

/**
 * What a real deployment must not run with (PUBLIC_URL on https, or NODE_ENV=production): the
 * development defaults that make `npm start` work on a bare machine. One sentence per setting,
 * naming what to give; empty when the environment is safe or is a developer's.
 */
export function unsafeSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const deployed = env.NODE_ENV === 'production' || (env.PUBLIC_URL ?? '').toLowerCase().startsWith('https:');
  if (!deployed) return [];
  const problems: string[] = [];
  if (!env.OIDC_ISSUER) {
    problems.push(
      'OIDC_ISSUER is not set: the development identity provider (demo passwords) does not run in production. Set OIDC_ISSUER to your identity provider.',
    );
  }
  if (!env.OIDC_CLIENT_SECRET || env.OIDC_CLIENT_SECRET === DEV_CLIENT_SECRET) {
    problems.push('OIDC_CLIENT_SECRET is the development value. Set it to the client secret your identity provider issued.');
  }
  if (!env.EXTERNAL_LINK_SECRET || env.EXTERNAL_LINK_SECRET.length < MIN_LINK_SECRET) {
    problems.push(
      `EXTERNAL_LINK_SECRET is ${env.EXTERNAL_LINK_SECRET ? 'too short' : 'not set'}: it signs the client's pre-invoice links. Set it to a random value of at least ${MIN_LINK_SECRET} characters (for example: openssl rand -hex 32).`,
    );
  }
  if (!env.APP_DB_PASSWORD || env.APP_DB_PASSWORD === DEV_APP_DB_PASSWORD) {
    problems.push("APP_DB_PASSWORD is the development value of the API's database role. Set APP_DB_PASSWORD to a secret of your own.");
  }
  return problems;
}

/** A whole number of milliseconds from the environment, or the default. */
const millis = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value.trim()) ? Number(value) : fallback);

function httpTimeouts(env: NodeJS.ProcessEnv): Config['http'] {
  const keepAliveTimeoutMs = millis(env.KEEP_ALIVE_TIMEOUT_MS, 65_000);
  // Node times a request's headers from the socket's first byte: below the keep-alive, a request
  // arriving late on an idle socket would be cut while being read.
  const headersTimeoutMs = Math.max(millis(env.HEADERS_TIMEOUT_MS, 66_000), keepAliveTimeoutMs + 1000);
  return { keepAliveTimeoutMs, headersTimeoutMs, shutdownTimeoutMs: millis(env.SHUTDOWN_TIMEOUT_MS, 25_000) };
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
      clientSecret: env.OIDC_CLIENT_SECRET ?? DEV_CLIENT_SECRET,
      devPort: Number(env.OIDC_DEV_PORT ?? port + 1),
      audience: env.OIDC_AUDIENCE,
    },
    mail: {
      from: env.MAIL_FROM ?? 'no-reply@localhost',
      supportEmail: env.SUPPORT_EMAIL ?? 'soporte@localhost',
      outboxDir: env.OUTBOX_DIR ?? path.join(ROOT, '.data', 'outbox'),
      smtpUrl: env.SMTP_URL || undefined,
    },
    filesDir: env.FILES_DIR ?? path.join(ROOT, '.data', 'files'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    http: httpTimeouts(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    loginStartsPerIp: Math.max(1, Number(env.LOGIN_STARTS_PER_IP) || LOGIN_STARTS_PER_IP),
    sessionCookie: env.SESSION_COOKIE ?? 'lf_session',
    externalLinkSecret:
      env.EXTERNAL_LINK_SECRET ??
      crypto
        .createHmac('sha256', env.OIDC_CLIENT_SECRET ?? DEV_CLIENT_SECRET)
        .update('external-preinvoice-links')
        .digest('hex'),
    einvoice: {
      provider: env.EINVOICE_PROVIDER === 'noova' ? 'noova' : 'local',
      currencies: (env.EINVOICE_CURRENCIES ?? 'COP,USD,EUR')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      noova: {
        url: env.NOOVA_URL,
        token: env.NOOVA_TOKEN,
        timeoutMs: Math.max(1000, Number(env.NOOVA_TIMEOUT_MS) || 15_000),
        statusUrl: env.NOOVA_STATUS_URL || undefined,
      },
    },
  };
}

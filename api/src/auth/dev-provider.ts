// The development OpenID Connect provider (oidc-provider, in-process, its own port) used by
// `npm start` and the tests when no OIDC_ISSUER is configured. It knows the demo users, shows a
// Spanish login page of ours and grants consent by itself to our single first-party client.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEMO_USERS, type DemoUser } from '../../../seeds/demo-users.ts';

export interface DevProviderOptions {
  port: number; // 0 picks a free port
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  dataDir: string; // signing keys and cookie keys are kept here across restarts
  users?: readonly DemoUser[];
}

interface Secrets { jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] }

/** Signing keys and cookie keys, generated once and kept, so sessions survive a restart. */
async function loadSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'oidc-dev-secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' };
  const secrets = { jwks: { keys: [jwk] }, cookieKeys: [crypto.randomBytes(32).toString('base64url')] };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, email = '', error = ''): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Iniciar sesión</title>
<style>
  body{font-family:system-ui,sans-serif;background:#f0f2f5;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0}
  main{background:#fff;padding:2rem 2.5rem;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:22rem}
  h1{font-size:1.4rem;margin:0 0 .25rem} p.hint{color:#666;font-size:.85rem;margin:0 0 1.25rem}
  label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}
  input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #d9d9d9;border-radius:6px;font-size:1rem}
  button{margin-top:1.25rem;width:100%;padding:.6rem;border:0;border-radius:6px;background:#1f3a5f;color:#fff;font-size:1rem;cursor:pointer}
  .error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;padding:.5rem .75rem;border-radius:6px;font-size:.9rem}
</style></head>
<body><main>
  <h1>Iniciar sesión</h1>
  <p class="hint">Proveedor de identidad de desarrollo</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
    <label for="email">Correo electrónico</label>
    <input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}">
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" required>
    <button type="submit">Ingresar</button>
  </form>
</main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

export async function startDevProvider(opts: DevProviderOptions): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const users = opts.users ?? DEMO_USERS;
  const byId = new Map(users.filter((u) => u.password).map((u) => [u.id, u]));
  const secrets = await loadSecrets(opts.dataDir);

  // Listen first: with port 0 the issuer's port is only known once bound.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host ?? '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [{
      client_id: opts.clientId,
      client_secret: opts.clientSecret,
      redirect_uris: opts.redirectUris,
      post_logout_redirect_uris: opts.postLogoutRedirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    pkce: { required: () => true },
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The ID token carries the email and name too, so a client need not call userinfo.
    conformIdTokenClaims: false,
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const user = byId.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub, email: user.email, email_verified: true,
          name: `${user.name} ${user.lastName}`, given_name: user.name, family_name: user.lastName,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Log out without asking: the user already chose "Cerrar sesión" in the admin.
        logoutSource: async (ctx, form) => {
          ctx.body = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Cerrando sesión</title></head>
<body>${form}<script>document.forms[0].appendChild(Object.assign(document.createElement('input'),{type:'hidden',name:'logout',value:'yes'}));document.forms[0].submit()</script></body></html>`;
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sesión cerrada</title></head><body><p>Sesión cerrada.</p></body></html>';
        },
      },
    },
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600 },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0]);
    if (!match) {
      callback(req, res);
      return;
    }
    handleInteraction(req, res, match[1], Boolean(match[2])).catch((err: unknown) => {
      console.error('[oidc-dev] interaction failed', (err as Error).message);
      if (!res.headersSent) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end('<!doctype html><html lang="es"><meta charset="utf-8"><p>La sesión de inicio expiró. Vuelve a intentarlo desde la aplicación.</p></html>');
      }
    });
  });

  async function handleInteraction(req: http.IncomingMessage, res: http.ServerResponse, uid: string, isLoginPost: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const html = (body: string, status = 200) => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(body);
    };

    if (details.prompt.name === 'login') {
      if (!isLoginPost || req.method !== 'POST') return html(loginPage(uid));
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const user = users.find((u) => u.email.toLowerCase() === email);
      const ok = user && crypto.timingSafeEqual(
        crypto.createHash('sha256').update(form.get('password') ?? '').digest(),
        crypto.createHash('sha256').update(user.password).digest(),
      );
      if (!user || !ok) return html(loginPage(uid, email, 'Correo o contraseña incorrectos'), 401);
      await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
      return;
    }

    // Consent: our own first-party client gets what it asked for.
    const { prompt, params, session } = details;
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return {
    issuer,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

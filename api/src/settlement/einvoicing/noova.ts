// The Noova adapter: POSTs the document as JSON to NOOVA_URL with `Authorization: Bearer NOOVA_TOKEN`
// and maps the answer (decision 217):
// - 2xx with a status of accepted/aceptado/approved/aprobado → accepted; rejected/rechazado → rejected;
//   any other 2xx (received, en proceso...) → sent (taken, verdict pending);
// - 400, 409 or 422 → rejected, with the body's message (the document itself is refused);
// - anything else (401/403 included: a wrong token is a configuration problem, not the document's),
//   a network error or no answer within NOOVA_TIMEOUT_MS → unreachable: the job retries, then fails.
// The message is read from `message`, `mensaje`, `error` or `errors[]`; the reference from `cufe`,
// `id` or `trackId`.
import { EinvoiceUnreachable, type EinvoiceAnswer, type EinvoiceDocument, type EinvoiceProvider } from './provider.ts';

type Body = Record<string, unknown>;

const ACCEPTED = new Set(['accepted', 'aceptado', 'aceptada', 'approved', 'aprobado', 'aprobada', 'valid', 'valido']);
const REJECTED = new Set(['rejected', 'rechazado', 'rechazada', 'invalid', 'invalido', 'error']);

function messageOf(body: Body): string | null {
  const direct = body.message ?? body.mensaje ?? body.error;
  if (typeof direct === 'string' && direct) return direct.slice(0, 500);
  if (Array.isArray(body.errors) && body.errors.length) return body.errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).join('; ').slice(0, 500);
  return null;
}

function referenceOf(body: Body): string | null {
  const ref = body.cufe ?? body.id ?? body.trackId;
  return typeof ref === 'string' || typeof ref === 'number' ? String(ref).slice(0, 100) : null;
}

/** The provider's answer to a delivered request, by its status and body. */
export function mapNoovaAnswer(status: number, body: Body): EinvoiceAnswer {
  if (status >= 200 && status < 300) {
    const word = String(body.status ?? body.estado ?? body.state ?? '').toLowerCase();
    const state = ACCEPTED.has(word) ? 'accepted' : REJECTED.has(word) ? 'rejected' : 'sent';
    return { state, message: messageOf(body), reference: referenceOf(body) };
  }
  if (status === 400 || status === 409 || status === 422) return { state: 'rejected', message: messageOf(body) ?? `HTTP ${status}`, reference: referenceOf(body) };
  throw new EinvoiceUnreachable(`Noova: HTTP ${status}${messageOf(body) ? ` ${messageOf(body)}` : ''}`);
}

export function noovaProvider(config: { url?: string; token?: string; timeoutMs: number }): EinvoiceProvider {
  return {
    name: 'noova',
    async submit(doc: EinvoiceDocument) {
      if (!config.url) throw new EinvoiceUnreachable('Noova: NOOVA_URL is not set');
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
          body: JSON.stringify(doc),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new EinvoiceUnreachable(`Noova: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      let body: Body = {};
      try { body = text ? JSON.parse(text) as Body : {}; } catch { body = { message: text.slice(0, 500) }; }
      return mapNoovaAnswer(response.status, body && typeof body === 'object' ? body : {});
    },
  };
}

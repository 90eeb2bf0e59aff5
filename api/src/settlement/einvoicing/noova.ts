// The Noova adapter: POSTs the document as JSON to NOOVA_URL with `Authorization: Bearer NOOVA_TOKEN`
// and maps the answer (decision 217):
// - 2xx with a status of accepted/aceptado/approved/aprobado → accepted; rejected/rechazado → rejected;
//   any other 2xx (received, en proceso...) → sent (taken, verdict pending);
// - 400, 409 or 422 → rejected, with the body's message (the document itself is refused);
// - anything else (401/403 included: a wrong token is a configuration problem, not the document's),
//   a network error or no answer within NOOVA_TIMEOUT_MS → unreachable: the job retries, then fails.
// The message is read from `message`, `mensaje`, `error` or `errors[]`; the reference from `cufe`,
// `id` or `trackId`. A document taken without a verdict (`sent`) is asked again by GET on its
// status URL (statusUrlOf), whose answer maps the same way (decision 228).
import { EinvoiceUnreachable, type EinvoiceAnswer, type EinvoiceDocument, type EinvoiceProvider } from './provider.ts';

type Body = Record<string, unknown>;

const ACCEPTED = new Set(['accepted', 'aceptado', 'aceptada', 'approved', 'aprobado', 'aprobada', 'valid', 'valido']);
const REJECTED = new Set(['rejected', 'rechazado', 'rechazada', 'invalid', 'invalido', 'error']);

function messageOf(body: Body): string | null {
  const direct = body.message ?? body.mensaje ?? body.error;
  if (typeof direct === 'string' && direct) return direct.slice(0, 500);
  if (Array.isArray(body.errors) && body.errors.length)
    return body.errors
      .map((e) => (typeof e === 'string' ? e : JSON.stringify(e)))
      .join('; ')
      .slice(0, 500);
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
  if (status === 400 || status === 409 || status === 422)
    return { state: 'rejected', message: messageOf(body) ?? `HTTP ${status}`, reference: referenceOf(body) };
  throw new EinvoiceUnreachable(`Noova: HTTP ${status}${messageOf(body) ? ` ${messageOf(body)}` : ''}`);
}

/**
 * Where a document's verdict is asked: NOOVA_STATUS_URL with `{reference}` replaced, else
 * NOOVA_URL followed by `/{reference}`.
 */
export function statusUrlOf(config: { url?: string; statusUrl?: string }, reference: string): string | null {
  const template = config.statusUrl ?? (config.url ? `${config.url.replace(/\/+$/, '')}/{reference}` : null);
  return template ? template.replace('{reference}', encodeURIComponent(reference)) : null;
}

export function noovaProvider(config: { url?: string; token?: string; timeoutMs: number; statusUrl?: string }): EinvoiceProvider {
  /** One call to Noova: its status and JSON body; unreachable when it does not answer in time. */
  async function call(url: string, init: RequestInit): Promise<{ status: number; body: Body }> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new EinvoiceUnreachable(`Noova: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let body: Body = {};
    try {
      body = text ? (JSON.parse(text) as Body) : {};
    } catch {
      body = { message: text.slice(0, 500) };
    }
    return { status: response.status, body: body && typeof body === 'object' ? body : {} };
  }
  return {
    name: 'noova',
    async submit(doc: EinvoiceDocument) {
      if (!config.url) throw new EinvoiceUnreachable('Noova: NOOVA_URL is not set');
      const { status, body } = await call(config.url, { method: 'POST', body: JSON.stringify(doc) });
      return mapNoovaAnswer(status, body);
    },
    async verdict(doc) {
      const url = doc.reference ? statusUrlOf(config, doc.reference) : null;
      if (!url) throw new EinvoiceUnreachable(doc.reference ? 'Noova: NOOVA_URL is not set' : `Noova: ${doc.number} has no reference to ask by`);
      // Asked about a document it already took, a refusal of the question (404, 400...) is not one
      // of the document: only a 2xx's status word decides; anything else is asked again later.
      const { status, body } = await call(url, { method: 'GET' });
      if (status < 200 || status >= 300) throw new EinvoiceUnreachable(`Noova: HTTP ${status} asking for ${doc.number}`);
      const answer = mapNoovaAnswer(status, body);
      return { ...answer, reference: answer.reference ?? doc.reference };
    },
  };
}

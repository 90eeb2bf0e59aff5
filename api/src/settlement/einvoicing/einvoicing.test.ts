// Electronic invoicing and the invoices' dashboard through the API and the real database: the local
// provider's rules, the log and the audit log, one submission per document (retries and concurrent
// submitters), failed after the last retry and "Reenviar", the Noova adapter against a local HTTP
// server, the report and the dashboard's figures against hand calculations, the pair's and the
// tenant's limits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherTenantHolder, userId } from '../../platform/testing/fixtures.ts';
import { askVerdict, creditNoteDocumentOf, documentOf, submitDocument, undecidedDocuments } from './einvoicing.ts';
import { mapNoovaAnswer, noovaProvider, statusUrlOf } from './noova.ts';
import { EinvoiceUnreachable, localProvider, type EinvoiceDocument, type EinvoiceProvider } from './provider.ts';
import { inContext } from '../../platform/db/knex.ts';
import { apiTest } from '../../platform/testing/api-test.ts';
import { MY_PROJECTS } from '../../authorization/visibility.ts';

const { app, as, ids } = apiTest({ as: ['admin', 'leader', 'professional'], outsider: ['SettlementReadLiquidatedAll'] });
let leaderId: string;
let tenantId: string;
let companyId: string;
let currencies: Record<string, string>;

/**
 * A fresh approved invoice (a copy of a demo invoice's pre-invoice, with its lines, under another
 * number) of `total` in `currency`, issued on `issueDate`, of the first demo invoice's project unless told.
 */
async function invoiceOf(
  total: string,
  options: { currency?: string; issueDate?: string; projectId?: string; paid?: string; state?: string; taxes?: string } = {},
): Promise<string> {
  const base = await app.owner('invoices').where({ company_id: companyId }).orderBy('number').first();
  const pre = await app.owner('preinvoices').where({ id: base.preinvoice_id }).first();
  const { id: _id, code: _code, created_at: _c, updated_at: _u, ...rest } = pre;
  const [copy] = await app
    .owner('preinvoices')
    .insert({ ...rest, code: `PE${crypto.randomUUID().slice(0, 12)}` })
    .returning('id');
  // Its blocks first: a line names its block through its pre-invoice's blocks.
  await app.owner.raw(
    `insert into preinvoice_blocks (tenant_id, preinvoice_id, block_id, project_id)
    select tenant_id, ?, block_id, project_id from preinvoice_blocks where preinvoice_id = ?`,
    [copy.id, pre.id],
  );
  await app.owner.raw(
    `insert into preinvoice_lines select (jsonb_populate_record(null::preinvoice_lines,
    to_jsonb(l) || jsonb_build_object('id', gen_random_uuid(), 'preinvoice_id', ?::uuid))).* from preinvoice_lines l where l.preinvoice_id = ?`,
    [copy.id, pre.id],
  );
  const last = await app.owner('invoices').where({ company_id: companyId, prefix: 'EFV' }).max('number as n').first();
  const [invoice] = await app
    .owner('invoices')
    .insert({
      tenant_id: tenantId,
      company_id: companyId,
      preinvoice_id: copy.id,
      prefix: 'EFV',
      number: Number(last?.n ?? 0) + 1,
      client_id: base.client_id,
      project_id: options.projectId ?? base.project_id,
      currency_id: currencies[options.currency ?? 'COP'],
      issue_date: options.issueDate ?? '2031-03-10',
      subtotal: (Number(total) - Number(options.taxes ?? 0)).toFixed(2),
      taxes: options.taxes ?? 0,
      withholdings: 0,
      total,
      paid: options.paid ?? 0,
      state: options.state ?? 'approved',
      approved_at: new Date(),
    })
    .returning('id');
  return invoice.id as string;
}

/** A provider that counts its submissions and answers with `inner` (after `delayMs`). */
function counting(inner: EinvoiceProvider, delayMs = 0) {
  const calls: string[] = [];
  const provider: EinvoiceProvider = {
    name: inner.name,
    async submit(doc) {
      calls.push(doc.id);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return inner.submit(doc);
    },
  };
  return { provider, calls };
}

const local = () => localProvider(['COP', 'USD', 'EUR']);
const submit = (provider: EinvoiceProvider, invoiceId: string, lastAttempt = false) =>
  submitDocument(app.db, provider, { tenantId, invoiceId }, { lastAttempt });
const stateOf = async (id: string) => await app.owner('invoices').where({ id }).first('einvoice_state', 'einvoice_message', 'einvoice_reference');
const logOf = (id: string) => app.owner('einvoice_log').where({ invoice_id: id }).orderBy('created_at').orderBy('id');
/** The projects of the leader's work groups (a Workgroup holder's), and a project of the company outside them. */
async function leaderProjects(): Promise<{ mine: string[]; project: { id: string } }> {
  const mine = ((await app.owner.raw(MY_PROJECTS, [leaderId])).rows as { project_id: string }[]).map((r) => r.project_id);
  const project = await app.owner('projects').where({ company_id: companyId }).whereNotIn('id', mine).first('id');
  return { mine, project };
}

beforeAll(async () => {
  tenantId = ids.demoTenantId;
  companyId = ids.mainCompanyId;
  leaderId = await userId(app.owner, 'lider@demo.test');
  // EUR: a currency no demo invoice uses, for the dashboard's hand calculations.
  await app.owner('currencies').insert({ tenant_id: tenantId, company_id: companyId, type: 1, code: 'EUR', name: 'Euro', abbreviation: '€', decimals: 2 });
  const rows = await app.owner('currencies').where({ company_id: companyId }).select('id', 'code');
  currencies = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  expect(currencies.COP && currencies.USD).toBeTruthy();
});

const doc = (over: Partial<EinvoiceDocument> = {}): EinvoiceDocument => ({
  kind: 'invoice',
  id: 'x',
  number: 'FV-000001',
  issueDate: '2031-03-10',
  currency: 'COP',
  subtotal: '100',
  taxes: '19',
  withholdings: '0',
  total: '119',
  issuer: { name: 'Firma', taxDocument: '900123456-7' },
  customer: { name: 'Cliente', documentType: 'NIT', documentNumber: '800111222', email: null, address: null },
  lines: [{ position: 1, description: 'Horas', quantity: '1', unitPrice: '100', amount: '100', taxes: '19' }],
  ...over,
});

describe('the local provider', () => {
  it('accepts a complete document and rejects by its documented rules, with its message', async () => {
    const p = local();
    expect(await p.submit(doc())).toEqual({ state: 'accepted', message: null, reference: 'LOCAL-FV-000001' });
    const rejected = async (d: EinvoiceDocument) => {
      const a = await p.submit(d);
      expect(a.state).toBe('rejected');
      return a.message;
    };
    expect(await rejected(doc({ customer: { ...doc().customer, documentNumber: '  ' } }))).toBe('El cliente no tiene número de documento');
    expect(await rejected(doc({ issuer: { name: 'Firma', taxDocument: null } }))).toBe('La empresa emisora no tiene NIT');
    expect(await rejected(doc({ total: '0.00' }))).toBe('El total del documento debe ser mayor que cero');
    expect(await rejected(doc({ total: '-1' }))).toBe('El total del documento debe ser mayor que cero');
    expect(await rejected(doc({ currency: 'JPY' }))).toBe('La moneda JPY no está habilitada para facturación electrónica');
    expect(await rejected(doc({ lines: [] }))).toBe('El documento no tiene líneas');
  });
});

describe('submitting an invoice', () => {
  it('sends a pending invoice once: accepted, logged, audited, and a second submission does nothing', async () => {
    const id = await invoiceOf('1190000');
    expect((await stateOf(id)).einvoice_state).toBe('pending');
    const { provider, calls } = counting(local());
    expect(await submit(provider, id)).toBe('accepted');
    expect(await submit(provider, id)).toBe('skipped');
    expect(await submit(provider, id, true)).toBe('skipped');
    expect(calls).toEqual([id]);
    const state = await stateOf(id);
    expect(state).toMatchObject({ einvoice_state: 'accepted', einvoice_reference: expect.stringMatching(/^LOCAL-EFV-\d{6}$/) });
    const log = await logOf(id);
    expect(log.map((l) => [l.from_state, l.to_state, l.provider, l.actor_id])).toEqual([['pending', 'accepted', 'local', null]]);
    const audit = await app.owner('audit_log').where({ entity: 'invoices', entity_id: id }).whereLike('action', 'einvoice%');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'einvoice-accepted', after: { einvoiceState: 'accepted' } });
    // The invoice shows its state.
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${id}` });
    expect(shown.result).toMatchObject({ einvoiceState: 'accepted', einvoiceReference: state.einvoice_reference });
  });

  it('hands the provider the invoice, its customer, its issuer and its lines', async () => {
    const id = await invoiceOf('500.5', { currency: 'USD' });
    const document = await inContext(app.db, { tenantId }, (trx) => documentOf(trx, id));
    expect(document).toMatchObject({
      kind: 'invoice',
      id,
      currency: 'USD',
      total: '500.50',
      issueDate: '2031-03-10',
      number: expect.stringMatching(/^EFV-\d{6}$/),
    });
    expect(document.customer.documentNumber).not.toBe('');
    expect(document.lines.length).toBeGreaterThan(0);
  });

  it("keeps a rejection with the provider's message, shown on the invoice", async () => {
    const id = await invoiceOf('1000');
    expect(await submit(localProvider(['USD']), id)).toBe('rejected');
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/invoices/${id}` });
    expect(shown.result).toMatchObject({ einvoiceState: 'rejected', einvoiceMessage: 'La moneda COP no está habilitada para facturación electrónica' });
  });

  it('lets concurrent submitters send a document only once', async () => {
    const id = await invoiceOf('1000');
    const { provider, calls } = counting(local(), 100);
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(provider, id)));
    expect(calls).toHaveLength(1);
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
    expect(results.filter((r) => r === 'skipped')).toHaveLength(5);
    expect(await logOf(id)).toHaveLength(1);
  });

  it('leaves an unreachable provider\'s document pending for the retry, failed after the last one; "Reenviar" sends it again', async () => {
    const id = await invoiceOf('1000');
    const down: EinvoiceProvider = {
      name: 'noova',
      submit: async () => {
        throw new EinvoiceUnreachable('Noova: connect ECONNREFUSED');
      },
    };
    await expect(submit(down, id)).rejects.toBeInstanceOf(EinvoiceUnreachable);
    expect((await stateOf(id)).einvoice_state).toBe('pending');
    expect(await logOf(id)).toHaveLength(0);
    expect(await submit(down, id, true)).toBe('failed');
    expect(await stateOf(id)).toMatchObject({ einvoice_state: 'failed', einvoice_message: 'Noova: connect ECONNREFUSED' });

    const resent = await app.request(as.admin, { method: 'POST', url: `/api/invoices/${id}/einvoice/resend` });
    expect(resent.statusCode, JSON.stringify(resent.result)).toBe(200);
    expect(resent.result).toEqual({ einvoiceState: 'pending' });
    const { provider, calls } = counting(local());
    expect(await submit(provider, id)).toBe('accepted');
    expect(calls).toHaveLength(1);
    const log = await app.request(as.admin, { method: 'GET', url: `/api/invoice-einvoice-log?invoiceId=${id}` });
    expect((log.result as { fromState: string; toState: string; actorName: string | null }[]).map((l) => [l.fromState, l.toState, !!l.actorName])).toEqual([
      ['pending', 'failed', false],
      ['failed', 'pending', true],
      ['pending', 'accepted', false],
    ]);

    const again = await app.request(as.admin, { method: 'POST', url: `/api/invoices/${id}/einvoice/resend` });
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ code: 'EINVOICE_NOT_RESENDABLE' });
  });

  it('does not submit an annulled invoice', async () => {
    const id = await invoiceOf('1000', { state: 'annulled' });
    const { provider, calls } = counting(local());
    expect(await submit(provider, id)).toBe('skipped');
    expect(calls).toHaveLength(0);
  });
});

describe('the job', () => {
  it('submits an invoice once its transaction commits (NOTIFY → pg-boss), and the sweep queues what waits', async () => {
    const { startJobs } = await import('../../platform/jobs/job-runner.ts');
    const { appJobs } = await import('../../jobs.ts');
    const { provider, calls } = counting(local());
    const waiting = await invoiceOf('1000'); // pending before the runner starts: the start sweep finds it
    const stop = await startJobs(
      app.ownerUrl,
      appJobs(app.db, { mail: { from: 'no-reply@demo.test', supportEmail: 'soporte@demo.test', outboxDir: '/tmp' }, einvoice: provider }),
    );
    try {
      const fresh = await invoiceOf('2000'); // committed while the runner listens
      await expect
        .poll(async () => [(await stateOf(waiting)).einvoice_state, (await stateOf(fresh)).einvoice_state], { timeout: 20_000, interval: 250 })
        .toEqual(['accepted', 'accepted']);
      expect(calls.filter((c) => c === fresh)).toHaveLength(1);
      expect(calls.filter((c) => c === waiting)).toHaveLength(1);
      const queues = await app.owner.raw(`select name, policy, retry_limit from pgboss.queue where name like 'einvoice%' order by name`);
      expect(queues.rows).toEqual([
        { name: 'einvoice-submit', policy: 'stately', retry_limit: 4 },
        { name: 'einvoice-sweep', policy: 'standard', retry_limit: 1 },
        { name: 'einvoice-verdict', policy: 'stately', retry_limit: 1 },
      ]);
    } finally {
      await stop();
    }
  }, 30_000);
});

describe('the verdict job', () => {
  it('asks again for the verdict on a document sent without one once it has rested, and records the answer', async () => {
    const { startJobs } = await import('../../platform/jobs/job-runner.ts');
    const { appJobs } = await import('../../jobs.ts');
    const asked: string[] = [];
    const deciding: EinvoiceProvider = {
      name: 'deciding',
      submit: async () => ({ state: 'sent', reference: 'trk-job' }),
      verdict: async (d) => {
        asked.push(d.id);
        return { state: 'accepted', reference: 'cufe-job', message: null };
      },
    };
    const id = await invoiceOf('3000');
    expect(await submit(deciding, id)).toBe('sent');
    // Sent six minutes ago and never asked: the start sweep asks it.
    await app
      .owner('invoices')
      .where({ id })
      .update({ einvoice_at: app.owner.raw(`now() - interval '6 minutes'`) });
    const stop = await startJobs(
      app.ownerUrl,
      appJobs(app.db, { mail: { from: 'no-reply@demo.test', supportEmail: 'soporte@demo.test', outboxDir: '/tmp' }, einvoice: deciding }),
    );
    try {
      await expect.poll(async () => (await stateOf(id)).einvoice_state, { timeout: 20_000, interval: 250 }).toBe('accepted');
      expect(asked.filter((a) => a === id)).toHaveLength(1);
      expect(await stateOf(id)).toMatchObject({ einvoice_reference: 'cufe-job' });
    } finally {
      await stop();
    }
  }, 30_000);
});

describe('the Noova adapter', () => {
  let server: http.Server;
  let url: string;
  const seen: { auth?: string; method?: string; path?: string; body: EinvoiceDocument }[] = [];
  let answer: { status: number; body: unknown; delay?: number } = { status: 200, body: {} };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, method: req.method, path: req.url, body: text ? JSON.parse(text) : undefined });
        setTimeout(() => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
        }, answer.delay ?? 0);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/documents`;
  });
  afterAll(
    () =>
      new Promise<void>((r) => {
        server.close(() => r());
      }),
  );

  it('posts the document with the token and maps an acceptance, through the submission', async () => {
    const id = await invoiceOf('2380000');
    answer = { status: 200, body: { status: 'Aceptado', cufe: 'cufe-123', message: 'Documento validado por la DIAN' } };
    expect(await submit(noovaProvider({ url, token: 'secret', timeoutMs: 2000 }), id)).toBe('accepted');
    const last = seen.at(-1)!;
    expect(last.auth).toBe('Bearer secret');
    expect(last.body).toMatchObject({ kind: 'invoice', id, total: '2380000.00', currency: 'COP' });
    expect(await stateOf(id)).toMatchObject({ einvoice_state: 'accepted', einvoice_reference: 'cufe-123', einvoice_message: 'Documento validado por la DIAN' });
    expect((await logOf(id))[0]).toMatchObject({ provider: 'noova', to_state: 'accepted', reference: 'cufe-123' });
  });

  it('maps a refusal, a document taken without a verdict, and an unavailable provider', async () => {
    const noova = noovaProvider({ url, token: 'secret', timeoutMs: 300 });
    answer = { status: 422, body: { errors: ['NIT del adquiriente inválido'] } };
    expect(await noova.submit(doc())).toEqual({ state: 'rejected', message: 'NIT del adquiriente inválido', reference: null });
    answer = { status: 202, body: { estado: 'EnProceso', trackId: 'trk-9' } };
    expect(await noova.submit(doc())).toEqual({ state: 'sent', message: null, reference: 'trk-9' });
    answer = { status: 200, body: { status: 'rejected', message: 'Fecha fuera de rango' } };
    expect(await noova.submit(doc())).toMatchObject({ state: 'rejected', message: 'Fecha fuera de rango' });
    answer = { status: 503, body: 'Service Unavailable' };
    await expect(noova.submit(doc())).rejects.toBeInstanceOf(EinvoiceUnreachable);
    answer = { status: 401, body: { message: 'token' } };
    await expect(noova.submit(doc())).rejects.toBeInstanceOf(EinvoiceUnreachable);
    answer = { status: 200, body: { status: 'accepted' }, delay: 1000 };
    await expect(noova.submit(doc())).rejects.toBeInstanceOf(EinvoiceUnreachable);
    await expect(noovaProvider({ url: 'http://127.0.0.1:1/none', timeoutMs: 1000 }).submit(doc())).rejects.toBeInstanceOf(EinvoiceUnreachable);
    await expect(noovaProvider({ timeoutMs: 1000 }).submit(doc())).rejects.toThrow('NOOVA_URL');
    expect(mapNoovaAnswer(200, { status: 'approved', id: 42 })).toEqual({ state: 'accepted', message: null, reference: '42' });
  });

  it('asks again for the verdict on a document taken without one, until Noova decides', async () => {
    const id = await invoiceOf('1190000');
    const noova = noovaProvider({ url, token: 'secret', timeoutMs: 1000 });
    answer = { status: 202, body: { estado: 'EnProceso', trackId: 'trk-77' } };
    expect(await submit(noova, id)).toBe('sent');
    expect(await stateOf(id)).toMatchObject({ einvoice_state: 'sent', einvoice_reference: 'trk-77' });
    // Due once its quiet period has passed (here none), not before.
    expect((await undecidedDocuments(app.db, 0)).map((d) => d.invoiceId)).toContain(id);
    expect((await undecidedDocuments(app.db, 60)).map((d) => d.invoiceId)).not.toContain(id);
    const ask = () => askVerdict(app.db, noova, { tenantId, invoiceId: id });

    // Still processing: it stays sent, asked by GET on its reference, and rests before the next question.
    answer = { status: 200, body: { estado: 'EnProceso' } };
    expect(await ask()).toBe('sent');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/documents/trk-77', auth: 'Bearer secret' });
    const checked = await app.owner('invoices').where({ id }).first('einvoice_checked_at');
    expect(checked.einvoice_checked_at).not.toBeNull();
    // A refusal of the question (not found, unavailable) is not a verdict on the document.
    answer = { status: 404, body: { message: 'No existe' } };
    expect(await ask()).toBe('sent');
    answer = { status: 503, body: 'down' };
    expect(await ask()).toBe('sent');
    expect((await logOf(id)).map((l) => l.to_state)).toEqual(['sent']);

    // The verdict: recorded as any move, with its reference (the CUFE) and message.
    answer = { status: 200, body: { status: 'Aceptado', cufe: 'cufe-77', mensaje: 'Validado por la DIAN' } };
    expect(await ask()).toBe('accepted');
    expect(await stateOf(id)).toMatchObject({ einvoice_state: 'accepted', einvoice_reference: 'cufe-77', einvoice_message: 'Validado por la DIAN' });
    expect((await logOf(id)).map((l) => [l.from_state, l.to_state])).toEqual([
      ['pending', 'sent'],
      ['sent', 'accepted'],
    ]);
    expect(await app.owner('audit_log').where({ entity: 'invoices', entity_id: id, action: 'einvoice-accepted' }).first('id')).toBeTruthy();
    // Decided: nothing more to ask.
    expect(await ask()).toBe('skipped');
    expect((await undecidedDocuments(app.db, 0)).map((d) => d.invoiceId)).not.toContain(id);
  });

  it('asks where NOOVA_STATUS_URL says, or under NOOVA_URL; the local provider decides at once and is never asked', async () => {
    expect(statusUrlOf({ url: 'https://noova.test/api/docs/' }, 'a b')).toBe('https://noova.test/api/docs/a%20b');
    expect(statusUrlOf({ url: 'https://noova.test/api/docs', statusUrl: 'https://noova.test/status?ref={reference}' }, 'trk-1')).toBe(
      'https://noova.test/status?ref=trk-1',
    );
    expect(statusUrlOf({}, 'trk-1')).toBeNull();
    const id = await invoiceOf('5000');
    expect(await submit(local(), id)).toBe('accepted');
    expect(await askVerdict(app.db, local(), { tenantId, invoiceId: id })).toBe('skipped');
  });
});

describe('the report', () => {
  it("lists the period's documents with their state and totals per state and currency, by hand", async () => {
    // April 2031: nothing else is issued then.
    const a = await invoiceOf('1000.10', { issueDate: '2031-04-02' });
    const b = await invoiceOf('2000.20', { issueDate: '2031-04-15' });
    const c = await invoiceOf('300', { issueDate: '2031-04-30' });
    const d = await invoiceOf('55.5', { issueDate: '2031-04-20', currency: 'USD' });
    await invoiceOf('999', { issueDate: '2031-05-01' }); // outside
    await submit(local(), a);
    await submit(local(), b);
    await submit(localProvider(['USD']), c); // rejected
    await submit(local(), d);
    const res = await app.request(as.admin, { method: 'GET', url: '/api/einvoicing/report?from=2031-04-01&to=2031-04-30' });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    const body = res.result as { rows: { id: string; einvoiceState: string }[]; total: number; totals: unknown[] };
    expect(body.total).toBe(4);
    expect(body.rows.map((r) => r.id)).toEqual([c, d, b, a]);
    // COP accepted: 1000.10 + 2000.20 = 3000.30 (two); COP rejected: 300.00; USD accepted 55.50. Never COP + USD.
    expect(body.totals).toEqual([
      { kind: 'invoice', einvoiceState: 'accepted', currency: 'COP', count: 2, total: '3000.30' },
      { kind: 'invoice', einvoiceState: 'accepted', currency: 'USD', count: 1, total: '55.50' },
      { kind: 'invoice', einvoiceState: 'rejected', currency: 'COP', count: 1, total: '300.00' },
    ]);
    const rejected = await app.request(as.admin, { method: 'GET', url: '/api/einvoicing/report?from=2031-04-01&to=2031-04-30&einvoiceState=rejected' });
    const narrowed = rejected.result as { rows: { id: string; einvoiceMessage: string }[]; total: number; totals: unknown[] };
    expect(narrowed.total).toBe(1);
    expect(narrowed.rows[0]).toMatchObject({ id: c, einvoiceMessage: 'La moneda COP no está habilitada para facturación electrónica' });
    expect(narrowed.totals).toHaveLength(3);
  });

  it('refuses a reversed range and a bad state with a code', async () => {
    const reversed = await app.request(as.admin, { method: 'GET', url: '/api/einvoicing/report?from=2031-05-01&to=2031-04-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.result).toMatchObject({ code: 'EINVOICE_REPORT_RANGE', message: 'La fecha inicial debe ser anterior o igual a la fecha final' });
    const state = await app.request(as.admin, { method: 'GET', url: '/api/einvoicing/report?einvoiceState=lost' });
    expect(state.statusCode).toBe(400);
    expect(state.result).toMatchObject({ code: 'INVALID_QUERY' });
    const date = await app.request(as.admin, { method: 'GET', url: '/api/einvoicing/report?from=2031-13-45' });
    expect(date.statusCode).toBe(400);
  });
});

interface Dashboard {
  thisMonth: string;
  previousMonth: string;
  byState: { state: string; currency: string; count: number; total: string }[];
  byEinvoiceState: { einvoiceState: string; currency: string; count: number; total: string }[];
  months: { month: string; currency: string; count: number; total: string }[];
  outstanding: { currency: string; count: number; balance: string }[];
  byClient: { id: string; name: string; currency: string; total: string; balance: string }[];
  byProject: { id: string; name: string; currency: string; total: string; balance: string }[];
}

describe('the dashboard', () => {
  const dashboard = async (cookie = as.admin) => {
    const res = await app.request(cookie, { method: 'GET', url: '/api/invoices/dashboard' });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(200);
    return res.result as Dashboard;
  };
  const find = <T extends { currency: string }>(rows: T[], currency: string, more: (r: T) => boolean = () => true) =>
    rows.find((r) => r.currency === currency && more(r));
  const num = (v: string | undefined) => Number(v ?? 0);

  it('moves by what is added, per currency, by hand', async () => {
    const before = await dashboard();
    const { thisMonth, previousMonth } = before;
    // This month: EUR 100.25 approved, EUR 40 annulled; previous month: EUR 10 with 4 paid.
    await invoiceOf('100.25', { currency: 'EUR', issueDate: `${thisMonth}-01` });
    await invoiceOf('40', { currency: 'EUR', issueDate: `${thisMonth}-01`, state: 'annulled' });
    await invoiceOf('10', { currency: 'EUR', issueDate: `${previousMonth}-01`, paid: '4' });
    const after = await dashboard();
    const delta = (pick: (d: Dashboard) => string | undefined) => Math.round((num(pick(after)) - num(pick(before))) * 100) / 100;
    expect(delta((d) => find(d.byState, 'EUR', (r) => r.state === 'approved')?.total)).toBe(110.25);
    expect(delta((d) => find(d.byState, 'EUR', (r) => r.state === 'annulled')?.total)).toBe(40);
    expect(delta((d) => String(find(d.byState, 'EUR', (r) => r.state === 'approved')?.count ?? 0))).toBe(2);
    expect(delta((d) => find(d.months, 'EUR', (r) => r.month === thisMonth)?.total)).toBe(100.25);
    expect(delta((d) => find(d.months, 'EUR', (r) => r.month === previousMonth)?.total)).toBe(10);
    // Outstanding: 100.25 + (10 - 4) = 106.25; the annulled one owes nothing.
    expect(delta((d) => find(d.outstanding, 'EUR')?.balance)).toBe(106.25);
    expect(delta((d) => find(d.byEinvoiceState, 'EUR', (r) => r.einvoiceState === 'pending')?.total)).toBe(150.25);
    // COP is untouched by EUR.
    expect(find(after.outstanding, 'COP')?.balance).toBe(find(before.outstanding, 'COP')?.balance);
    expect(after.byClient.every((r) => typeof r.currency === 'string')).toBe(true);
  });

  it("shows a Workgroup holder only the invoices of their work groups' projects", async () => {
    const { mine, project } = await leaderProjects();
    const before = await dashboard(as.leader);
    await invoiceOf('77', { currency: 'EUR', issueDate: `${before.thisMonth}-02`, projectId: project.id });
    const after = await dashboard(as.leader);
    expect(after.byState).toEqual(before.byState);
    const expected = await app.owner('invoices').where({ company_id: companyId }).whereIn('project_id', mine).count({ n: '*' }).first();
    expect(after.byState.reduce((s, r) => s + r.count, 0)).toBe(Number(expected?.n));
    expect(after.byProject.every((r) => mine.includes(r.id))).toBe(true);
  });
});

describe('credit notes', () => {
  /** A credit note of `value` made through the API on a fresh invoice of `total` with 19% of it as taxes. */
  async function noteOn(total: string, value: string, options: { currency?: string } = {}) {
    // 19% of taxes on the base: 1,190 = 1,000 + 190.
    const invoiceId = await invoiceOf(total, { ...options, taxes: (Number(total) - Math.round((Number(total) / 1.19) * 100) / 100).toFixed(2) });
    const res = await app.request(as.admin, {
      method: 'POST',
      url: '/api/credit-notes',
      headers: { 'x-confirm': 'CREDIT_NOTE_CONFIRM' },
      payload: {
        invoiceId,
        cause: 'Descuento pactado',
        description: 'Ajuste por horas no facturables',
        noteType: 'partial',
        currencyId: currencies[options.currency ?? 'COP'],
        value,
      },
    });
    expect(res.statusCode, JSON.stringify(res.result)).toBe(201);
    return { invoiceId, noteId: (res.result as { id: string }).id };
  }
  const noteState = async (id: string) => app.owner('credit_notes').where({ id }).first('einvoice_state', 'einvoice_message', 'einvoice_reference');

  it('submits a credit note as a document of its own, naming the invoice it credits, with its share of the taxes', async () => {
    const { invoiceId, noteId } = await noteOn('1190', '119');
    expect((await noteState(noteId)).einvoice_state).toBe('pending');
    const document = await inContext(app.db, { tenantId }, (trx) => creditNoteDocumentOf(trx, noteId));
    const invoice = await app.owner('invoices').where({ id: invoiceId }).first('prefix', 'number', 'issue_date');
    // 119 of an invoice of 1,190 with 190 of taxes: 19 of taxes, 100 of base.
    expect(document).toMatchObject({
      kind: 'credit-note',
      id: noteId,
      currency: 'COP',
      total: '119.00',
      taxes: '19.00',
      withholdings: '0.00',
      subtotal: '100.00',
      credits: { number: `${invoice.prefix}-${String(invoice.number).padStart(6, '0')}`, issueDate: '2031-03-10' },
      lines: [{ position: 1, description: 'Descuento pactado: Ajuste por horas no facturables', quantity: '1', amount: '100.00', taxes: '19.00' }],
    });
    expect(document.number).toMatch(/^NC-\d{6}$/);
    const { provider, calls } = counting(local());
    expect(await submitDocument(app.db, provider, { tenantId, creditNoteId: noteId })).toBe('accepted');
    expect(await submitDocument(app.db, provider, { tenantId, creditNoteId: noteId })).toBe('skipped');
    expect(calls).toEqual([noteId]);
    expect(await noteState(noteId)).toMatchObject({ einvoice_state: 'accepted', einvoice_reference: `LOCAL-${document.number}` });
    // Its log is its own, under its invoice; the invoice's log keeps only the invoice's moves.
    const log = await app.request(as.admin, { method: 'GET', url: `/api/credit-note-einvoice-log?creditNoteId=${noteId}` });
    expect(log.statusCode).toBe(200);
    expect(log.result).toMatchObject([{ provider: 'local', fromState: 'pending', toState: 'accepted', reference: `LOCAL-${document.number}` }]);
    expect((await app.owner('einvoice_log').where({ credit_note_id: noteId }).first('invoice_id')).invoice_id).toBe(invoiceId);
    const invoiceLog = await app.request(as.admin, { method: 'GET', url: `/api/invoice-einvoice-log?invoiceId=${invoiceId}` });
    expect(invoiceLog.result).toEqual([]);
    expect(await app.owner('audit_log').where({ entity: 'credit-notes', entity_id: noteId, action: 'einvoice-accepted' }).first('id')).toBeTruthy();
    // The note's page reads its state.
    const shown = await app.request(as.admin, { method: 'GET', url: `/api/credit-notes/${noteId}` });
    expect(shown.result).toMatchObject({ einvoiceState: 'accepted', einvoiceReference: `LOCAL-${document.number}` });
  });

  it('keeps a rejection, sends it again on "Reenviar" under the credit notes\' pair, and reports notes apart from invoices', async () => {
    const { noteId } = await noteOn('1190', '238');
    expect(await submitDocument(app.db, localProvider(['USD']), { tenantId, creditNoteId: noteId })).toBe('rejected');
    expect((await noteState(noteId)).einvoice_message).toBe('La moneda COP no está habilitada para facturación electrónica');
    expect((await app.request(as.professional, { method: 'POST', url: `/api/credit-notes/${noteId}/einvoice/resend` })).statusCode).toBe(403);
    expect((await app.request(as.professional, { method: 'GET', url: `/api/credit-note-einvoice-log?creditNoteId=${noteId}` })).statusCode).toBe(403);
    const other = await otherTenantHolder(app.owner, ['SettlementCreditNotesAll']);
    const stranger = await app.cookieFor(other.userId, other);
    expect((await app.request(stranger, { method: 'POST', url: `/api/credit-notes/${noteId}/einvoice/resend` })).statusCode).toBe(404);
    // Another tenant's note is none of theirs: its log lists nothing (decision 281).
    const foreignLog = await app.request(stranger, { method: 'GET', url: `/api/credit-note-einvoice-log?creditNoteId=${noteId}` });
    expect([foreignLog.statusCode, foreignLog.result]).toEqual([200, []]);
    const resent = await app.request(as.admin, { method: 'POST', url: `/api/credit-notes/${noteId}/einvoice/resend` });
    expect(resent.statusCode, JSON.stringify(resent.result)).toBe(200);
    expect(resent.result).toEqual({ einvoiceState: 'pending' });
    const again = await app.request(as.admin, { method: 'POST', url: `/api/credit-notes/${noteId}/einvoice/resend` });
    expect(again.statusCode).toBe(409);
    expect(again.result).toMatchObject({ code: 'EINVOICE_NOT_RESENDABLE' });
    expect(await submitDocument(app.db, local(), { tenantId, creditNoteId: noteId })).toBe('accepted');

    // The report: the note under its own kind, dated the day it was made, its value never added to an invoice's.
    const company = await app.owner('companies').where({ id: companyId }).first('time_zone');
    const {
      rows: [{ day }],
    } = await app.owner.raw(`select to_char(created_at at time zone ?, 'YYYY-MM-DD') as day from credit_notes where id = ?`, [company.time_zone, noteId]);
    const res = await app.request(as.admin, { method: 'GET', url: `/api/einvoicing/report?from=${day}&to=${day}&_end=1000` });
    expect(res.statusCode).toBe(200);
    const body = res.result as {
      rows: { id: string; kind: string; total: string; einvoiceState: string }[];
      totals: { kind: string; einvoiceState: string; currency: string; count: number; total: string }[];
    };
    expect(body.rows.find((r) => r.id === noteId)).toMatchObject({ kind: 'credit-note', total: '238.00', einvoiceState: 'accepted' });
    const notes = await app
      .owner('credit_notes as n')
      .join('invoices as i', 'i.id', 'n.invoice_id')
      .join('currencies as cu', 'cu.id', 'i.currency_id')
      .where('n.company_id', companyId)
      .where('n.einvoice_state', 'accepted')
      .where('cu.code', 'COP')
      .whereRaw(`to_char(n.created_at at time zone ?, 'YYYY-MM-DD') = ?`, [company.time_zone, day])
      .sum({ total: 'n.invoice_value' })
      .count({ n: '*' })
      .first();
    expect(body.totals.find((t) => t.kind === 'credit-note' && t.einvoiceState === 'accepted' && t.currency === 'COP')).toEqual({
      kind: 'credit-note',
      einvoiceState: 'accepted',
      currency: 'COP',
      count: Number(notes?.n),
      total: Number(notes?.total).toFixed(2),
    });
  });

  it('is submitted by the job once its transaction commits', async () => {
    const { startJobs } = await import('../../platform/jobs/job-runner.ts');
    const { appJobs } = await import('../../jobs.ts');
    const { provider, calls } = counting(local());
    const stop = await startJobs(
      app.ownerUrl,
      appJobs(app.db, { mail: { from: 'no-reply@demo.test', supportEmail: 'soporte@demo.test', outboxDir: '/tmp' }, einvoice: provider }),
    );
    try {
      const { noteId } = await noteOn('595', '59.5');
      await expect.poll(async () => (await noteState(noteId)).einvoice_state, { timeout: 20_000, interval: 250 }).toBe('accepted');
      expect(calls.filter((c) => c === noteId)).toHaveLength(1);
    } finally {
      await stop();
    }
  }, 30_000);
});

describe('who may call', () => {
  it('refuses a member without the pair on every route', async () => {
    const id = await invoiceOf('1000');
    for (const [method, url] of [
      ['POST', `/api/invoices/${id}/einvoice/resend`],
      ['GET', `/api/invoice-einvoice-log?invoiceId=${id}`],
      ['GET', '/api/einvoicing/report'],
      ['GET', '/api/invoices/dashboard'],
    ] as const) {
      const res = await app.request(as.professional, { method, url });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('shows another tenant nothing of this one', async () => {
    const id = await invoiceOf('1000', { issueDate: '2031-06-01' });
    await submit(localProvider(['USD']), id); // rejected: resendable
    expect((await app.request(as.outsider, { method: 'POST', url: `/api/invoices/${id}/einvoice/resend` })).statusCode).toBe(404);
    const foreignLog = await app.request(as.outsider, { method: 'GET', url: `/api/invoice-einvoice-log?invoiceId=${id}` });
    expect([foreignLog.statusCode, foreignLog.result]).toEqual([200, []]);
    const report = await app.request(as.outsider, { method: 'GET', url: '/api/einvoicing/report?from=2031-06-01&to=2031-06-30' });
    expect(report.statusCode).toBe(200);
    expect(report.result).toMatchObject({ rows: [], total: 0, totals: [] });
    const board = await app.request(as.outsider, { method: 'GET', url: '/api/invoices/dashboard' });
    expect(board.statusCode).toBe(200);
    expect(board.result).toMatchObject({ byState: [], outstanding: [], byClient: [] });
    expect((await stateOf(id)).einvoice_state).toBe('rejected');
  });

  it('keeps a Workgroup holder to their work groups\' invoices for "Reenviar" and the log', async () => {
    const { project } = await leaderProjects();
    const id = await invoiceOf('1000', { projectId: project.id });
    await submit(localProvider(['USD']), id);
    expect((await app.request(as.leader, { method: 'POST', url: `/api/invoices/${id}/einvoice/resend` })).statusCode).toBe(404);
    const log = await app.request(as.leader, { method: 'GET', url: `/api/invoice-einvoice-log?invoiceId=${id}` });
    expect([log.statusCode, log.result]).toEqual([200, []]);
    expect((await app.request(as.admin, { method: 'GET', url: `/api/invoice-einvoice-log?invoiceId=${id}` })).result).toHaveLength(1);
  });
});

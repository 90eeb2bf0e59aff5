// The data provider's sends that create or move something carry an Idempotency-Key, and one whose
// answer was lost on the network goes once more with the same key; reads and refusals do not.
import { describe, expect, it, vi } from 'vitest';

const base = { custom: vi.fn(), create: vi.fn() };
const axiosInstance = { get: vi.fn(), defaults: {} as { withXSRFToken?: boolean }, interceptors: { request: { use: vi.fn() }, response: { use: vi.fn() } } };
vi.mock('@refinedev/simple-rest', () => ({ default: () => base, axiosInstance, stringify: (q: Record<string, string>) => new URLSearchParams(q).toString() }));
const { createDataProvider } = await import('./data-provider.ts');

const provider = createDataProvider({ apiUrl: '/api', language: () => 'es', networkError: () => 'Sin conexión' });
/** axios' failure without an answer, as simple-rest passes it on. */
const lost = () => Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', statusCode: undefined });
const keyOf = (call: unknown[]) => call[0] as { headers?: Record<string, string>; meta?: { headers?: Record<string, string> } };

describe('the data provider', () => {
  it('looks up no XSRF cookie: the API reads none, and the lookup held each request back', () => {
    expect(axiosInstance.defaults.withXSRFToken).toBe(false);
  });

  it('sends a command once more with the same key when its answer was lost', async () => {
    base.custom
      .mockReset()
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce({ data: { moved: 1 } });
    const answer = await provider.custom!({ url: '/api/settlement/send-to-preinvoice', method: 'post', payload: { activityIds: ['a'] } });
    expect(answer.data).toEqual({ moved: 1 });
    const keys = base.custom.mock.calls.map((c) => keyOf(c).headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key a caller gave, and gives each new intent its own', async () => {
    base.custom.mockReset().mockResolvedValue({ data: {} });
    await provider.custom!({ url: '/api/x', method: 'post', headers: { 'Idempotency-Key': 'mine' } });
    await provider.custom!({ url: '/api/x', method: 'post' });
    await provider.custom!({ url: '/api/x', method: 'post' });
    const keys = base.custom.mock.calls.map((c) => keyOf(c).headers?.['Idempotency-Key']);
    expect(keys[0]).toBe('mine');
    expect(keys[1]).not.toBe(keys[2]);
  });

  it('does not send again a refused command, nor key a read', async () => {
    base.custom.mockReset().mockRejectedValueOnce({ statusCode: 409, response: { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'No' } } });
    await expect(provider.custom!({ url: '/api/x', method: 'post' })).rejects.toMatchObject({ statusCode: 409 });
    expect(base.custom).toHaveBeenCalledTimes(1);
    axiosInstance.get.mockReset().mockResolvedValue({ data: [], headers: {} });
    await provider.custom!({ url: '/api/x', method: 'get' });
    expect(axiosInstance.get.mock.calls[0][1].headers['Idempotency-Key']).toBeUndefined();
  });

  it("reads with the query, the abort signal TanStack gives and the answer's headers", async () => {
    axiosInstance.get.mockReset().mockResolvedValue({ data: [{ id: '1' }], headers: { 'x-unread-count': '3' } });
    const signal = new AbortController().signal;
    const answer = await provider.custom!({ url: '/api/notifications', method: 'get', query: { _start: '0' }, meta: { signal } });
    expect(answer).toEqual({ data: [{ id: '1' }], headers: { 'x-unread-count': '3' } });
    expect(axiosInstance.get).toHaveBeenCalledWith('/api/notifications?_start=0', expect.objectContaining({ signal }));
  });

  it('keys a create as well', async () => {
    base.create
      .mockReset()
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce({ data: { id: '1' } });
    await provider.create({ resource: 'clients', variables: { name: 'Andes' } });
    const keys = base.create.mock.calls.map((c) => keyOf(c).meta?.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

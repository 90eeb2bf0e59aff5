// A pre-invoice's lines while the leader may still change them: the edit sends what was changed
// and says it saved, saving and approving asks the API's question first, a billing note needs its
// text, the notes are read through billing-notes and again after a move, and an approved
// pre-invoice offers no edit.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, apiErrorBody, commandsOf, fakeCustom, fakeDataProvider, listCall, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { PreinvoiceLinesEditor, type BillingNote } from './PreinvoiceDetailEdit.tsx';
import { sampleBillingLine } from './billing-line-sample.ts';

const PREINVOICE = uuid(31);
const LINE = sampleBillingLine(32, { amount: '950000', taxes: '180500', withholdings: '104500' });
const IN_REVISION = { id: PREINVOICE, state: 'revision', currencyId: uuid(33), observations: '' };
const api = `/api/preinvoices/${PREINVOICE}`;
const NOTE: BillingNote = {
  id: uuid(35),
  lineId: LINE.id,
  position: 1,
  description: 'Gastos de viaje pactados',
  chargeType: 'flat',
  currencyCode: 'COP',
  value: '100000',
  state: 'created',
  authorName: 'Laura Restrepo',
  createdAt: '2026-11-20T15:00:00Z',
};

function editor(record: Record<string, unknown>, calls: Record<string, unknown> = {}, notes: BillingNote[] = []) {
  // The lines (the declared preinvoice-lines), the notes (the declared billing-notes) and every command go through the data provider.
  const fetch = fakeCustom(calls);
  const data = fakeDataProvider({ 'preinvoice-lines': [LINE], 'billing-notes': notes }, { custom: fetch });
  return {
    fetch,
    data,
    screen: renderScreen(<PreinvoiceLinesEditor preinvoiceId={PREINVOICE} record={record} />, { path: `/settlement-billing/preinvoice/${PREINVOICE}`, data }),
  };
}
/** The body of the command sent to `path`. */
const sent = (fetch: ReturnType<typeof fakeCustom>, path: string) => commandsOf(fetch).find((c) => c.path === path)?.body;

describe("the pre-invoice's lines", () => {
  it("sends a line's new quantity, unit price and discount with the observations, and says it saved", async () => {
    const { fetch, screen: opened } = editor(IN_REVISION, { [`POST ${api}/save`]: {} });
    const { user, fill } = await opened;
    const lines = await screen.findByTestId('preinvoice-lines');
    await user.click(await within(lines).findByRole('button', { name: 'Editar' }));
    await fill(within(lines).getByLabelText('Cantidad 1'), '2');
    await fill(within(lines).getByLabelText('Valor unitario 1'), '400000');
    await fill(within(lines).getByLabelText('Descuento 1'), '10');
    await fill(within(lines).getByLabelText('Observaciones'), 'Orden de compra 7781');
    await user.click(within(lines).getByTestId('preinvoice-save'));

    expect(await screen.findByText('Prefactura guardada')).toBeVisible();
    expect(sent(fetch, `${api}/save`)).toEqual({
      lines: [{ id: LINE.id, description: 'Revisión de contrato', quantity: '2', unitPrice: '400000', discountPercent: '10' }],
      observations: 'Orden de compra 7781',
    });
    expect(within(lines).queryByTestId('preinvoice-save')).toBeNull();
  });

  it("asks before saving and approving with the API's question (the invoice the edits would make), then approves answered", async () => {
    // The API keeps nothing until its question is answered (X-Confirm), and says the total once saved.
    const QUESTION =
      'Se creará una factura con el prefijo FV a nombre de Inversiones Los Andes S.A.S. por 1.792.800,00 COP; su número se asigna al aprobarla. Una factura no se puede deshacer, solo anular.';
    const { fetch, screen: opened } = editor(IN_REVISION, {
      [`POST ${api}/save-and-approve`]: ({ headers }: { headers: Headers }) =>
        headers.get('X-Confirm') === 'PREINVOICE_APPROVAL_CONFIRM'
          ? {}
          : answer(409, apiErrorBody(409, 'PREINVOICE_APPROVAL_CONFIRM', { message: QUESTION, confirmable: true })),
    });
    const approvals = () =>
      commandsOf(fetch)
        .filter((c) => c.path === `${api}/save-and-approve`)
        .map((c) => c.confirmed ?? null);
    const { user, fill } = await opened;
    const lines = await screen.findByTestId('preinvoice-lines');
    await user.click(await within(lines).findByRole('button', { name: 'Editar' }));
    await fill(within(lines).getByLabelText('Cantidad 1'), '2');
    await user.click(within(lines).getByTestId('preinvoice-save-approve'));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas guardar los cambios y aprobar la prefactura?' });
    expect(within(dialog).getByText(QUESTION)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(approvals()).toEqual([null]);
    expect(screen.queryByText('Prefactura guardada y aprobada')).toBeNull();

    await user.click(within(lines).getByTestId('preinvoice-save-approve'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Guardar y aprobar' }));
    expect(await screen.findByText('Prefactura guardada y aprobada')).toBeVisible();
    expect(approvals()).toEqual([null, null, 'PREINVOICE_APPROVAL_CONFIRM']);
    expect(sent(fetch, `${api}/save-and-approve`)).toMatchObject({ lines: [{ id: LINE.id, quantity: '2' }] });
  });

  it('refuses a billing note without text, and adds one with its value', async () => {
    const { fetch, screen: opened } = editor(IN_REVISION, { [`POST ${api}/notes`]: {} });
    const { user, fill } = await opened;
    await user.click(await screen.findByRole('button', { name: /expandir|expand/i }));
    const notes = await screen.findByTestId('line-notes-1');
    await user.click(within(notes).getByRole('button', { name: 'Agregar nota' }));
    expect(await within(notes).findByText('Debes escribir una nota')).toBeVisible();

    await fill(within(notes).getByLabelText('Nota'), 'Gastos de desplazamiento');
    await fill(within(notes).getByLabelText('Valor'), '50000');
    await user.click(within(notes).getByRole('button', { name: 'Agregar nota' }));
    expect(await screen.findByText('Nota agregada')).toBeVisible();
    expect(sent(fetch, `${api}/notes`)).toEqual({
      lineId: LINE.id,
      description: 'Gastos de desplazamiento',
      chargeType: 'flat',
      currencyId: uuid(33),
      value: '50000',
    });
  });

  it("says why a save was refused, with the API's words", async () => {
    const { screen: opened } = editor(IN_REVISION, { [`POST ${api}/save`]: answer(409, apiErrorBody(409, 'PREINVOICE_NOT_EDITABLE')) });
    const { user } = await opened;
    const lines = await screen.findByTestId('preinvoice-lines');
    await user.click(await within(lines).findByRole('button', { name: 'Editar' }));
    await user.click(within(lines).getByTestId('preinvoice-save'));
    expect(await screen.findByText('Solo se puede editar una prefactura creada o en revisión')).toBeVisible();
  });

  it('shows under an amount what a cap or a billing note changed, so the line can be checked', async () => {
    const noted = { ...LINE, amount: '1240000', adjustment: '290000.00' };
    const data = fakeDataProvider({ 'preinvoice-lines': [noted, { ...LINE, id: uuid(34), position: 2, adjustment: null }] }, { custom: fakeCustom({}) });
    await renderScreen(<PreinvoiceLinesEditor preinvoiceId={PREINVOICE} record={IN_REVISION} />, {
      path: `/settlement-billing/preinvoice/${PREINVOICE}`,
      data,
    });
    const lines = await screen.findByTestId('preinvoice-lines');
    expect(await within(lines).findByText('Ajuste +290.000,00 (tope o nota)')).toBeVisible();
    expect(within(lines).getAllByText(/^Ajuste/)).toHaveLength(1);
    expect(data.getList).toHaveBeenCalledWith(listCall('preinvoice-lines', 'preinvoiceId', PREINVOICE));
  });

  it("lists each line's notes through billing-notes (its filter, every one on a page), and reads them again after a move", async () => {
    const { fetch, data, screen: opened } = editor(IN_REVISION, { [`POST /api/billing-notes/${NOTE.id}/close`]: {} }, [NOTE]);
    const { user } = await opened;
    const lines = await screen.findByTestId('preinvoice-lines');
    expect(await within(lines).findByTitle('1 nota sin cerrar')).toBeInTheDocument();
    expect(data.getList).toHaveBeenCalledWith(listCall('billing-notes', 'preinvoiceId', PREINVOICE, { currentPage: 1, pageSize: 1000, mode: 'server' }));
    await user.click(within(lines).getByRole('button', { name: /expandir|expand/i }));
    const notes = await screen.findByTestId('line-notes-1');
    expect(within(notes).getByText('Gastos de viaje pactados')).toBeVisible();
    expect(within(notes).getByText('Creada')).toBeVisible();
    expect(within(notes).getByText('Laura Restrepo')).toBeVisible();
    const reads = () => data.getList.mock.calls.filter(([p]) => (p as { resource: string }).resource === 'billing-notes').length;
    const before = reads();
    await user.click(within(notes).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(commandsOf(fetch).map((c) => c.path)).toContain(`/api/billing-notes/${NOTE.id}/close`));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it("says why the notes could not be read, with the API's words", async () => {
    const refusal = apiError(403, 'FORBIDDEN');
    const lists = fakeDataProvider({ 'preinvoice-lines': [LINE] });
    const data = fakeDataProvider(
      {},
      {
        custom: fakeCustom({}),
        getList: vi.fn((params: { resource: string }) => (params.resource === 'billing-notes' ? Promise.reject(refusal) : lists.getList(params))),
      },
    );
    await renderScreen(<PreinvoiceLinesEditor preinvoiceId={PREINVOICE} record={IN_REVISION} />, {
      path: `/settlement-billing/preinvoice/${PREINVOICE}`,
      data,
    });
    expect(await screen.findByText(refusal.message)).toBeVisible();
    expect(await within(await screen.findByTestId('preinvoice-lines')).findByText('Revisión de contrato')).toBeVisible();
  });

  it('offers no edit once the pre-invoice is approved', async () => {
    const { screen: opened } = editor({ ...IN_REVISION, state: 'approved' });
    await opened;
    const lines = await screen.findByTestId('preinvoice-lines');
    expect(await within(lines).findByText('Revisión de contrato')).toBeVisible();
    await waitFor(() => expect(within(lines).queryByRole('button', { name: 'Editar' })).toBeNull());
  });
});

// A pre-invoice's comments through the preinvoice-comments resource: listed by their pre-invoice,
// each saying whose it is and who reads it; a new one sent with its audience and read back; an
// empty one told in the body's own words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeDataProvider, fieldError, listCall, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { PreinvoiceComments } from './PreinvoiceDetail.tsx';

const PREINVOICE = uuid(41);
const comment = (n: number, body: string, audience: { forClient: boolean; fromClient: boolean }) => ({
  id: uuid(n),
  preinvoiceId: PREINVOICE,
  userId: audience.fromClient ? null : uuid(50),
  authorName: audience.fromClient ? 'Ana Cliente' : 'Laura Restrepo',
  body,
  createdAt: `2026-11-0${n - 40}T15:00:00Z`,
  ...audience,
});
const COMMENTS = [
  comment(42, 'Revisar con la socia', { forClient: false, fromClient: false }),
  comment(43, 'Ajustamos la línea 3', { forClient: true, fromClient: false }),
  comment(44, 'Gracias, de acuerdo', { forClient: true, fromClient: true }),
];

const opened = (data = fakeDataProvider({ 'preinvoice-comments': COMMENTS })) =>
  renderScreen(<PreinvoiceComments preinvoiceId={PREINVOICE} />, { path: `/settlement-billing/preinvoice/${PREINVOICE}`, data });

describe("a pre-invoice's comments", () => {
  it('lists its comments (its filter, every one on a page), each marked internal, for the client or from the client', async () => {
    const { data } = await opened();
    const card = await screen.findByTestId('preinvoice-comments');
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Laura Restrepo Interno.*Revisar con la socia$/),
      expect.stringMatching(/^Laura Restrepo Visible para el cliente.*Ajustamos la línea 3$/),
      expect.stringMatching(/^Ana Cliente Cliente.*Gracias, de acuerdo$/),
    ]);
    expect(data.getList).toHaveBeenCalledWith(listCall('preinvoice-comments', 'preinvoiceId', PREINVOICE, { pageSize: 1000, mode: 'server' }));
  });

  it('says so when there is none', async () => {
    await opened(fakeDataProvider());
    expect(await within(await screen.findByTestId('preinvoice-comments')).findByText('Sin comentarios')).toBeVisible();
  });

  it('sends a comment shown to the client, clears the box and reads the list again', async () => {
    const { user, fill, data } = await opened();
    const card = await screen.findByTestId('preinvoice-comments');
    await within(card).findAllByRole('listitem');
    const reads = data.getList.mock.calls.length;
    await fill(within(card).getByLabelText('Escribe un comentario'), 'Enviamos el detalle');
    await user.click(within(card).getByRole('checkbox', { name: 'Mostrar al cliente en su enlace' }));
    await user.click(within(card).getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(data.create).toHaveBeenCalledTimes(1));
    expect(data.create).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'preinvoice-comments', variables: { preinvoiceId: PREINVOICE, body: 'Enviamos el detalle', forClient: true } }),
    );
    await waitFor(() => expect(within(card).getByLabelText('Escribe un comentario')).toHaveValue(''));
    expect(within(card).getByRole('checkbox', { name: 'Mostrar al cliente en su enlace' })).not.toBeChecked();
    await waitFor(() => expect(data.getList.mock.calls.length).toBeGreaterThan(reads));
  });

  it("tells an empty comment in the body's own words, keeping what was written", async () => {
    const refused = apiError(400, 'VALIDATION_FAILED', { fields: [fieldError('body', 'MESSAGE_REQUIRED')] });
    const { user, fill } = await opened(fakeDataProvider({ 'preinvoice-comments': COMMENTS }, { create: vi.fn().mockRejectedValue(refused) }));
    const card = await screen.findByTestId('preinvoice-comments');
    await fill(within(card).getByLabelText('Escribe un comentario'), '   ');
    await user.click(within(card).getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Debes escribir un mensaje')).toBeVisible();
    expect(screen.queryByText(/Revisa los campos marcados/)).toBeNull();
    expect(within(card).getByLabelText('Escribe un comentario')).toHaveValue('   ');
  });
});

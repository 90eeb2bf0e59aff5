// The generated list: the search's minimum, the total of an empty result, the figure above the
// users' list, each row's legal moves only, the question before a move and the notices after it,
// the bulk moves every selected row may take, the delete that names what it deletes, a row that
// opens its record, and amounts on one line.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clients, preinvoices, users } from '../../test-support/resource-meta.ts';
import { apiError, fakeDataProvider, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import GenericList from './GenericList.tsx';

const CLIENTS = { path: '/grid-clients', resources: [clients], permissions: ['ClientFullAccess'] as const };
const client = (n: number, name: string, state: 'active' | 'inactive' | 'shutDown') => ({
  id: uuid(n),
  name,
  documentNumber: String(900000000 + n),
  state,
  active: state === 'active',
  actions: Object.keys(clients.stateMachine!.transitions[state]!),
});
const MOVES = ['Activar', 'Desactivar', 'Apagar'];
/** The declared moves a place offers, in order. */
const movesIn = (place: HTMLElement) => MOVES.filter((name) => within(place).queryByRole('button', { name }));
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('the client list', () => {
  it('searches from two characters on, and says so below two', async () => {
    const data = fakeDataProvider({ clients: [client(1, 'Café del Quindío', 'active')] });
    const { user } = await renderScreen(<GenericList name="clients" />, { ...CLIENTS, data });
    const search = await screen.findByTestId('grid-search');
    await user.type(search, 'C');
    expect(screen.getByText('Escribe al menos 2 caracteres')).toBeVisible();
    await user.type(search, 'a');
    expect(screen.queryByText('Escribe al menos 2 caracteres')).toBeNull();
    await waitFor(() =>
      expect(data.getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ resource: 'clients', filters: expect.arrayContaining([expect.objectContaining({ field: 'q', value: 'Ca' })]) }),
      ),
    );
  });

  it('tells the total of an empty result', async () => {
    await renderScreen(<GenericList name="clients" />, { ...CLIENTS, data: fakeDataProvider({ clients: [] }) });
    expect(await screen.findByTestId('list-total')).toHaveTextContent('Total de registros: 0');
  });

  it('offers on each row only the moves its state allows', async () => {
    await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({
        clients: [client(1, 'Hacienda Activa', 'active'), client(2, 'Molino Inactivo', 'inactive'), client(3, 'Trilladora Apagada', 'shutDown')],
      }),
    });
    expect(movesIn(await rowOf('Hacienda Activa'))).toEqual(['Desactivar', 'Apagar']);
    expect(movesIn(await rowOf('Molino Inactivo'))).toEqual(['Activar', 'Apagar']);
    expect(movesIn(await rowOf('Trilladora Apagada'))).toEqual(['Activar']);
  });

  it('asks before deactivating with what the verification found, then tells it done', async () => {
    const custom = vi.fn(async ({ url }: { url: string }) => ({
      data: url.endsWith('/preview')
        ? { action: 'deactivate', affected: { projects: 2 }, confirm: 'CLIENT_DEACTIVATION_CONFIRM', confirmParams: { projects: 2 } }
        : { id: uuid(1) },
    }));
    const { user } = await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Hacienda Activa', 'active')] }, { custom }),
    });
    await user.click(within(await rowOf('Hacienda Activa')).getByRole('button', { name: 'Desactivar' }));

    const dialog = await screen.findByRole('dialog', { name: '¿Deseas desactivar «Hacienda Activa»?' });
    expect(within(dialog).getByText('¿Deseas desactivar el cliente? También se desactivarán sus 2 proyectos activos')).toBeVisible();
    expect(within(dialog).getByText('Proyectos que cambian con él: 2')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText('Cliente «Hacienda Activa» desactivado')).toBeVisible();
    expect(custom).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: `/api/clients/${uuid(1)}/deactivate`,
        method: 'post',
        headers: expect.objectContaining({ 'X-Confirm': 'CLIENT_DEACTIVATION_CONFIRM' }),
      }),
    );
  });

  it('says a failed shutdown with the specification sentence and the reason in words, not the error code', async () => {
    const custom = vi.fn(async ({ url }: { url: string }) => {
      if (url.endsWith('/preview')) return { data: { action: 'shutdown', affected: {}, confirm: null, confirmParams: {} } };
      throw apiError(409, 'INVALID_TRANSITION');
    });
    const { user } = await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Trilladora Carrera', 'active')] }, { custom }),
    });
    await user.click(within(await rowOf('Trilladora Carrera')).getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas apagar «Trilladora Carrera»?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar' }));

    expect(await screen.findByText('La operación de apagado ha presentado un error. Intenta nuevamente o contacta a tu administrador.')).toBeVisible();
    expect(screen.queryByText(/INVALID_TRANSITION|HTTP 409/)).toBeNull();
  });

  it('moves the selected rows together, offering only the moves every one of them may take', async () => {
    const custom = vi.fn(async ({ url }: { url: string }) => ({
      data: url.endsWith('/preview') ? { action: 'shutdown', affected: {}, confirm: null, confirmParams: {} } : {},
    }));
    const { user } = await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Molino Norte', 'active'), client(2, 'Molino Sur', 'inactive')] }, { custom }),
    });
    for (const name of ['Molino Norte', 'Molino Sur']) await user.click(within(await rowOf(name)).getByRole('checkbox'));
    const bulk = screen.getByTestId('bulk-actions');
    expect(within(bulk).getByText('2 seleccionados')).toBeVisible();
    expect(movesIn(bulk)).toEqual(['Apagar']);

    await user.click(within(bulk).getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Deseas apagar los 2 registros seleccionados?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText('La operación de apagado ha sido completada con éxito, la operación se verá reflajada pronto.')).toBeVisible();
    expect(custom).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/api/clients/actions/shutdown', payload: { ids: [uuid(1), uuid(2)] } }));
  });

  it('asks before deleting, naming the client, and the notice names it too', async () => {
    const data = fakeDataProvider({ clients: [client(1, 'Cliente por eliminar', 'active')] });
    const { user } = await renderScreen(<GenericList name="clients" />, { ...CLIENTS, data });
    // Show, edit and delete appear once the access-control provider has answered.
    await user.click(await within(await rowOf('Cliente por eliminar')).findByRole('button', { name: /Eliminar/ }));
    const confirm = (await screen.findByText('¿Eliminar el cliente «Cliente por eliminar»?')).closest('.ant-popover') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Cliente «Cliente por eliminar» eliminado')).toBeVisible();
    expect(data.deleteOne).toHaveBeenCalledWith(expect.objectContaining({ resource: 'clients', id: uuid(1) }));
  });

  it('shows on a row only the buttons the access-control provider allows', async () => {
    await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Café del Quindío', 'active')] }),
      can: ({ action }) => action !== 'delete',
    });
    const row = await rowOf('Café del Quindío');
    expect(await within(row).findByRole('link', { name: /Ver/ })).toBeVisible();
    expect(await within(row).findByRole('link', { name: /Editar/ })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});

describe("a list's rows", () => {
  it('open their record on a click outside their buttons, or on Enter once focused', async () => {
    const { user, location } = await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Hacienda Activa', 'active')] }),
    });
    const row = await rowOf('Hacienda Activa');
    // A button asks its question and stays on the list, and so does a click in the question, which
    // React hands up to the row although it lies elsewhere on the page.
    await user.click(await within(row).findByRole('button', { name: /Eliminar/ }));
    await user.click(await screen.findByText('¿Eliminar el cliente «Hacienda Activa»?'));
    expect(location().pathname).toBe('/grid-clients');

    row.focus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe(`/client-info/${uuid(1)}`);
  });

  it("make Eliminar's question when it is pressed, keep the focus on it, and take the question away on Cancelar", async () => {
    const { user } = await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Hacienda Activa', 'active'), client(2, 'Hacienda Vecina', 'active')] }),
    });
    const row = await rowOf('Hacienda Activa');
    const remove = await within(row).findByRole('button', { name: /Eliminar/ });
    // Ver and Editar are links, one tab stop each; no row holds a question before it is asked.
    expect(within(row).getByRole('link', { name: /Ver/ })).toHaveAttribute('href', `/client-info/${uuid(1)}`);
    expect(within(row).queryAllByRole('button', { name: /Ver|Editar/ })).toHaveLength(0);
    expect(document.querySelector('.ant-popover')).toBeNull();

    await user.click(remove);
    const question = (await screen.findByText('¿Eliminar el cliente «Hacienda Activa»?')).closest('.ant-popover') as HTMLElement;
    expect(within(row).getByRole('button', { name: /Eliminar/ })).toHaveFocus();
    expect(screen.queryByText('¿Eliminar el cliente «Hacienda Vecina»?')).toBeNull();

    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.querySelector('.ant-popover')).toBeNull());
    expect(within(row).getByRole('button', { name: /Eliminar/ })).toBeVisible();
  });

  it('offer to sort only by the columns the list declares it sorts by', async () => {
    await renderScreen(<GenericList name="clients" />, { ...CLIENTS, data: fakeDataProvider({ clients: [client(1, 'Hacienda Activa', 'active')] }) });
    await screen.findByText('Hacienda Activa');
    const header = (label: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === label);
    expect(header('Nombre')).toHaveClass('ant-table-column-has-sorters');
    expect(header('Teléfono')).not.toHaveClass('ant-table-column-has-sorters');
  });

  it('open their record on a click on a cell', async () => {
    const { user, location } = await renderScreen(<GenericList name="clients" />, {
      ...CLIENTS,
      data: fakeDataProvider({ clients: [client(1, 'Hacienda Activa', 'active')] }),
    });
    await user.click(await screen.findByText('Hacienda Activa'));
    expect(location().pathname).toBe(`/client-info/${uuid(1)}`);
  });

  it('write an amount on one line, right-aligned, with figures of equal width', async () => {
    const meta = {
      ...preinvoices,
      fields: { ...preinvoices.fields, total: { type: 'money' as const, labelKey: 'resources.preinvoices.fields.total', scale: 2 } },
      list: { ...preinvoices.list, columns: ['code', 'total'], defaultSort: { field: 'code', order: 'asc' as const } },
    };
    await renderScreen(<GenericList name="preinvoices" />, {
      path: '/settlement-billing/preinvoice',
      resources: [meta],
      permissions: ['SettlementReadPreinvoicesAll'],
      data: fakeDataProvider({ preinvoices: [{ id: uuid(1), code: 'PF-000001', total: '11305633.34' }] }),
    });
    const cell = (await screen.findByText('11.305.633,34')).closest('td')!;
    expect(cell).toHaveStyle({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
  });
});

describe('the user list', () => {
  it('tells the active users against the limit above the table', async () => {
    const custom = vi.fn(async () => ({ data: { active: 12, limit: 50 } }));
    await renderScreen(<GenericList name="users" />, {
      path: '/management/users/dash-users',
      resources: [users],
      permissions: ['AdministrationUsers'],
      data: fakeDataProvider({ users: [{ id: uuid(1), fullName: 'Santiago Rojas', name: 'Santiago', active: true }] }, { custom }),
    });
    expect(await screen.findByTestId('list-summary')).toHaveTextContent(/^12 de 50 usuarios activos$/);
    expect(await screen.findByText('Santiago Rojas')).toBeVisible();
    expect(custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/users/limit' }));
  });
});

// The header's bell: its badge is the unread list's total, its list the 20 newest of the declared
// resource `notifications`; a row offers "mark read" only while the API says it may (its `actions`),
// and marking one or all read, or deleting one, sends the command and reads both lists again.
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { commandsOf, fakeCustom, fakeDataProvider, uuid } from '../testing/fakes.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';

const RETURNED = {
  id: uuid(1),
  kind: 'activityReturned',
  params: { code: 'ACT-0001', title: 'Contestación', reason: 'Falta la firma' },
  link: '/operative-activities/general-activities/view/x',
  readAt: null,
  createdAt: '2026-11-03T15:00:00Z',
  actions: ['read'],
};
const APPROVED = {
  id: uuid(2),
  kind: 'activityApproved',
  params: { code: 'ACT-0002', title: 'Due diligence' },
  link: null,
  readAt: '2026-11-02T15:00:00Z',
  createdAt: '2026-11-02T14:00:00Z',
  actions: [],
};

/** The bell over an inbox whose unread ones are those without `readAt`; `custom` answers the commands. */
async function bell(inbox: BaseRecord[], custom = fakeCustom({})) {
  const getList = vi.fn(async ({ filters, pagination }: { filters?: CrudFilter[]; pagination?: { pageSize?: number } }) => {
    const unreadOnly = (filters ?? []).some((f) => 'field' in f && f.field === 'read' && f.value === false);
    const rows = unreadOnly ? inbox.filter((n) => !n.readAt) : inbox;
    return { data: rows.slice(0, pagination?.pageSize ?? 20), total: rows.length };
  });
  const screenOf = await renderScreen(<NotificationsBell />, { data: fakeDataProvider({}, { getList, custom }) });
  return { getList, custom, ...screenOf };
}

const sent = (custom: ReturnType<typeof fakeCustom>) => commandsOf(custom).map((c) => `${c.method.toUpperCase()} ${c.path}`);

describe('the notifications bell', () => {
  it('counts the unread as the unread list’s total and offers to mark read only the unread one', async () => {
    const { user } = await bell([RETURNED, APPROVED]);
    const open = await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    expect(within(screen.getByTestId('notifications-badge')).getByText('1')).toBeVisible();
    await user.click(open);
    const list = await screen.findByTestId('notifications');
    expect(within(list).getByText('Tu actividad ACT-0001 fue devuelta: Falta la firma')).toBeVisible();
    expect(within(list).getByText('Tu actividad ACT-0002 fue aprobada')).toBeVisible();
    expect(within(list).getAllByRole('button', { name: 'Marcar como leída' })).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: 'Eliminar la notificación' })).toHaveLength(2);
  });

  it('marks one read through its action, then reads the lists again', async () => {
    const inbox = [{ ...RETURNED }, APPROVED];
    const custom = fakeCustom({
      [`POST /api/notifications/${RETURNED.id}/read`]: () => {
        Object.assign(inbox[0], { readAt: '2026-11-03T16:00:00Z', actions: [] });
        return { ...inbox[0] };
      },
    });
    const { user, getList } = await bell(inbox, custom);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
    const before = getList.mock.calls.length;
    await user.click(within(await screen.findByTestId('notifications')).getByRole('button', { name: 'Marcar como leída' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' })).toBeVisible();
    expect(sent(custom)).toEqual([`POST /api/notifications/${RETURNED.id}/read`]);
    expect(getList.mock.calls.length).toBeGreaterThan(before);
    await waitFor(() => expect(within(screen.getByTestId('notifications')).queryByRole('button', { name: 'Marcar como leída' })).toBeNull());
  });

  it('marks all read with the read-all command and deletes one with DELETE', async () => {
    const inbox = [{ ...RETURNED }, APPROVED];
    const custom = fakeCustom({
      'POST /api/notifications/read-all': () => {
        Object.assign(inbox[0], { readAt: '2026-11-03T16:00:00Z', actions: [] });
        return { read: 1 };
      },
      [`DELETE /api/notifications/${APPROVED.id}`]: () => {
        inbox.splice(1, 1);
        return { ...APPROVED };
      },
    });
    const { user } = await bell(inbox, custom);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
    const list = await screen.findByTestId('notifications');
    await user.click(within(list).getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    await user.click(within(list).getAllByRole('button', { name: 'Eliminar la notificación' })[1]);
    await waitFor(() => expect(within(list).queryByText('Tu actividad ACT-0002 fue aprobada')).toBeNull());
    expect(sent(custom)).toEqual(['POST /api/notifications/read-all', `DELETE /api/notifications/${APPROVED.id}`]);
  });
});

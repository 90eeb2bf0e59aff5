// The notifications a project sent: the project's rows of the declared view project-notifications,
// the latest 100, each with its event, its recipient by name (the row's titles) and whether it was read.
import type { CrudFilter } from '@refinedev/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, listCall, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { ProjectNotifications } from './ProjectNotifications.tsx';

const PROJECT = uuid(31);
const MANAGER = uuid(32);

describe("a project's notifications", () => {
  it('lists the latest 100 of the project, naming the recipient and whether they read it', async () => {
    const getList = vi.fn(async (_params: { resource: string; filters?: CrudFilter[]; pagination?: { pageSize?: number } }) => ({
      data: [
        {
          id: uuid(33),
          projectId: PROJECT,
          userId: MANAGER,
          event: 'documentAdded',
          readAt: null,
          createdAt: '2026-11-03T15:00:00Z',
          titles: { [MANAGER]: 'Valentina Ospina' },
        },
      ],
      total: 1,
    }));
    await renderScreen(<ProjectNotifications projectId={PROJECT} />, { data: fakeDataProvider({}, { getList }) });
    const row = (await screen.findByText('Valentina Ospina')).closest('tr')!;
    expect(within(row).getByText('Documento agregado')).toBeVisible();
    expect(within(row).getByText('Sin leer')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(listCall('project-notifications', 'projectId', PROJECT, { currentPage: 1, pageSize: 100 }));
  });
});

// The work panel reads the member's remembered filters, then the indicators for them; a new period
// is remembered (PUT) and the figures are read again for it; a card opens its detail.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commandsOf, fakeCustom, fakeDataProvider, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import WorkPanelPage from './WorkPanelPage.tsx';

const VALUES = (hours: number) => ({
  billableTime: hours,
  nonBillableTime: 1,
  efficiency: 80,
  historicOpportunity: 5,
  completedActivities: 4,
  hoursAssigned: 10,
  hoursWorked: hours + 1,
  annualBillableValue: [{ currency: 'COP', amount: '1200000' }],
  goalHours: 6,
  from: '2026-11-01',
  to: '2026-11-30',
});

function panel() {
  const custom = fakeCustom({
    'GET /api/work-panel/filters': { period: 3, teams: [], areas: [], clients: [] },
    'GET /api/work-panel/options': { teams: [{ id: uuid(1), name: 'Litigios' }], areas: [], clients: [] },
    'GET /api/work-panel/indicators': VALUES(12),
    'GET /api/work-panel/chart': { by: 'day', rows: [] },
    'PUT /api/work-panel/filters': {},
    'GET /api/work-panel/indicators/billableTime/detail': [{ id: uuid(2), day: '2026-11-03', billableHours: 2.5 }],
    'GET /api/work-panel/indicators/hoursWorked/detail': [],
  });
  return { custom, data: fakeDataProvider({}, { custom }) };
}

describe('the work panel', () => {
  it('reads the remembered filters, then the figures for them; a new period is remembered and read again', async () => {
    const { custom, data } = panel();
    const { user } = await renderScreen(<WorkPanelPage />, { path: '/info-cards', data });
    expect(await screen.findByTestId('panel-range')).toHaveTextContent('Del 1 de nov de 2026 al 30 de nov de 2026');
    const asked = () => custom.mock.calls.map(([p]) => p.url).filter((url) => url.startsWith('/api/work-panel/indicators?'));
    expect(asked()).toEqual(['/api/work-panel/indicators?period=3']);

    await user.click(within(screen.getByTestId('panel-period')).getByText('Año'));
    await waitFor(() => expect(asked()).toContain('/api/work-panel/indicators?period=4'));
    expect(commandsOf(custom)).toEqual([
      { method: 'put', path: '/api/work-panel/filters', body: { period: 4, teams: [], areas: [], clients: [] }, confirmed: undefined },
    ]);
  });

  it("opens a card's detail with its rows, days written out", async () => {
    const { data } = panel();
    const { user } = await renderScreen(<WorkPanelPage />, { path: '/info-cards', data });
    await user.click(await screen.findByTestId('indicator-billableTime'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('3 de nov de 2026')).toBeVisible();
  });

  it("says an empty detail's total, as the lists do (a Monday's week before any time is registered)", async () => {
    const { data } = panel();
    const { user } = await renderScreen(<WorkPanelPage />, { path: '/info-cards', data });
    await user.click(await screen.findByTestId('indicator-hoursWorked'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByTestId('list-total')).toHaveTextContent('Total de registros: 0');
  });
});

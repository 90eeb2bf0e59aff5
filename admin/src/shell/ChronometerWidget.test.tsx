// The header's chronometer: one started by mistake is discarded after a question (nothing is
// registered, nothing is sent when the question is cancelled), and stopping says the registered
// time in hours and minutes.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chronometerChanged, refreshChronometer } from '../session/chronometer.ts';
import { commandsOf, fakeCustom, fakeDataProvider, stubFetch, uuid } from '../testing/fakes.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { ChronometerWidget } from './ChronometerWidget.tsx';

const RUNNING = { running: true, activityId: uuid(81), activityTitle: 'Audiencia de conciliación', activityCode: 'ACT-0081', elapsedSeconds: 125 };

/** The commands the widget sent (through the data provider), as `METHOD /path`. */
const sent = (custom: ReturnType<typeof fakeCustom>) => commandsOf(custom).map((c) => `${c.method.toUpperCase()} ${c.path}`);

async function running(answers: Record<string, unknown> = {}) {
  // The session's store reads the chronometer (api-client.ts); the widget's commands go through the data provider.
  stubFetch({ 'GET /api/chronometer': RUNNING });
  await refreshChronometer();
  const fetch = fakeCustom(answers);
  const screenOf = await renderScreen(<ChronometerWidget compact={false} />, { data: fakeDataProvider({}, { custom: fetch }) });
  expect(await screen.findByTestId('chronometer-time')).toBeVisible();
  return { fetch, ...screenOf };
}

afterEach(() => chronometerChanged({ running: false, activityId: null }));

describe('the chronometer in the header', () => {
  it('asks before discarding; cancelled it keeps running and sends nothing', async () => {
    const { fetch, user } = await running();
    await user.click(screen.getByRole('button', { name: 'Descartar el cronómetro' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar el cronómetro?' });
    expect(within(dialog).getByText('El tiempo corrido no se registrará')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent(fetch)).toEqual([]);
    expect(screen.getByTestId('chronometer')).toBeVisible();
  });

  it('discards it once answered: the timer is deleted, nothing registered, and the header lets it go', async () => {
    const { fetch, user } = await running({ 'DELETE /api/chronometer': { running: false, activityId: null } });
    await user.click(screen.getByRole('button', { name: 'Descartar el cronómetro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Se descartó el cronómetro de ACT-0081: no se registró tiempo')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('chronometer')).toBeNull());
    expect(sent(fetch)).toEqual(['DELETE /api/chronometer']);
  });

  it('says the time it registered in hours and minutes', async () => {
    const { user } = await running({ 'POST /api/chronometer/stop': { id: uuid(82), activityId: RUNNING.activityId, minutes: 65 } });
    await user.click(screen.getByTestId('chronometer-stop'));
    expect(await screen.findByText('Se registró 1 h 05 min en ACT-0081')).toBeVisible();
  });
});

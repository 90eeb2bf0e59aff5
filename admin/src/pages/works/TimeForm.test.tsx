// Registering time on an activity: the date picker starts at the company's today and offers only
// the days the member may still register on, the time is entered in hours and minutes and sent in
// minutes, the activity is named (never shown by its id while its title loads), and a save returns
// to where the registration was started.
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCompanyTimeZone } from '../../session/company-time.ts';
import { activities, users, works } from '../../test-support/resource-meta.ts';
import { COMPANY_ID, fakeDataProvider, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import TimeForm from './TimeForm.tsx';

const ACTIVITY = uuid(71);
const TITLE = 'Contestación de la demanda';
const ACTIVITY_PAGE = `/operative-activities/general-activities/view/${ACTIVITY}`;
const NEW_TIME = `/operative-works/new?activityId=${ACTIVITY}`;

/** A member whose profile keeps only this week open (the company's restriction otherwise). */
const weekly = {
  resources: [works, activities, users],
  me: { company: { id: COMPANY_ID, name: 'Bufete Demo S.A.S.', timeZone: 'America/Bogota', timeRestriction: 'weekly' as const } },
  routes: { '/operative-activities/general-activities/view/:id': <p>Página de la actividad</p> },
};

const cell = (day: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${day}"]`)!;
const disabled = (day: string) => cell(day).classList.contains('ant-picker-cell-disabled');

beforeEach(() => {
  // 03:00 UTC on Thursday the 26th is still Wednesday the 25th in Bogotá: the company's day counts.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T03:00:00Z'));
  setCompanyTimeZone('America/Bogota');
});

afterEach(() => {
  vi.useRealTimers();
  setCompanyTimeZone(null);
});

describe('the time form', () => {
  it("starts at the company's today and offers only the days the restriction leaves open, none in the future", async () => {
    const data = fakeDataProvider({ activities: [{ id: ACTIVITY, title: TITLE }] });
    const { user } = await renderScreen(<TimeForm name="works" action="create" />, { ...weekly, path: NEW_TIME, route: '/operative-works/new', data });
    const date = await screen.findByLabelText('Fecha');
    expect(date).toHaveValue('25/11/2026');
    expect(screen.getByText(/^Puedes registrar tiempo desde el 23\sde\snov\.?\sde\s2026 hasta hoy$/)).toBeVisible();

    await user.click(date);
    await waitFor(() => expect(cell('2026-11-25')).toBeTruthy());
    expect(disabled('2026-11-22')).toBe(true); // last week: closed
    expect(disabled('2026-11-23')).toBe(false); // this week's Monday
    expect(disabled('2026-11-25')).toBe(false); // today
    expect(disabled('2026-11-26')).toBe(true); // tomorrow
  });

  it('sends hours and minutes as minutes and returns to the activity it was opened for', async () => {
    const data = fakeDataProvider({ activities: [{ id: ACTIVITY, title: TITLE }] });
    const { user, fill, location } = await renderScreen(<TimeForm name="works" action="create" />, {
      ...weekly,
      path: NEW_TIME,
      route: '/operative-works/new',
      data,
    });
    expect(await screen.findByTitle(TITLE)).toBeVisible();
    // The number boxes load with the form (fields/lazy-number-input.tsx); a disabled stand-in holds their place meanwhile.
    await fill(await screen.findByRole('spinbutton', { name: 'Tiempo trabajado: horas' }), '1');
    await fill(screen.getByRole('spinbutton', { name: 'Tiempo trabajado: minutos' }), '30');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));

    await waitFor(() => expect(location().pathname).toBe(ACTIVITY_PAGE));
    expect(location().hash).toBe('#tab-works');
    expect(data.create).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'works', variables: expect.objectContaining({ activityId: ACTIVITY, workDate: '2026-11-25', minutes: 90 }) }),
    );
  });

  it('marks both boxes of a missing time as wrong, and ties each to the sentence that says why', async () => {
    const data = fakeDataProvider({ activities: [{ id: ACTIVITY, title: TITLE }] });
    const { user } = await renderScreen(<TimeForm name="works" action="create" />, { ...weekly, path: NEW_TIME, route: '/operative-works/new', data });
    expect(await screen.findByTitle(TITLE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Guardar/ }));

    for (const box of ['Tiempo trabajado: horas', 'Tiempo trabajado: minutos']) {
      await waitFor(() => {
        expect(screen.getByLabelText(box)).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText(box)).toHaveAccessibleDescription(/requerido/);
      });
    }
    expect(data.create).not.toHaveBeenCalled();
  });

  it('returns to the page the registration was started from', async () => {
    const data = fakeDataProvider({ activities: [{ id: ACTIVITY, title: TITLE }] });
    const { user, fill, location } = await renderScreen(<Link to={NEW_TIME}>Registrar tiempo</Link>, {
      ...weekly,
      path: '/grid-activities',
      data,
      routes: { ...weekly.routes, '/operative-works/new': <TimeForm name="works" action="create" /> },
    });
    await user.click(screen.getByRole('link', { name: 'Registrar tiempo' }));
    await fill(await screen.findByLabelText('Tiempo trabajado: minutos'), '45');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));

    await waitFor(() => expect(location().pathname).toBe('/grid-activities'));
    expect(data.create).toHaveBeenCalledWith(expect.objectContaining({ variables: expect.objectContaining({ minutes: 45 }) }));
  });

  it('shows the activity by its title, and a placeholder rather than its id while the title loads', async () => {
    let answer: (rows: { data: unknown[] }) => void = () => undefined;
    const pending = new Promise<{ data: unknown[] }>((resolve) => {
      answer = resolve;
    });
    const data = fakeDataProvider({}, { getMany: vi.fn(() => pending), getList: vi.fn(() => pending.then((r) => ({ ...r, total: r.data.length }))) });
    await renderScreen(<TimeForm name="works" action="create" />, { ...weekly, path: NEW_TIME, route: '/operative-works/new', data });
    const field = (await screen.findByText('Actividad')).closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByTestId('ref-title-loading')).toBeInTheDocument();
    expect(within(field).queryByText(ACTIVITY)).toBeNull();

    answer({ data: [{ id: ACTIVITY, title: TITLE }] });
    expect(await within(field).findByTitle(TITLE)).toBeVisible();
    expect(within(field).queryByText(ACTIVITY)).toBeNull();
  });
});

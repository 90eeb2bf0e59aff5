// Production through the browser: a professional runs the chronometer across a reload and stops it
// in another tab, then sees the time on the activity; registers time in hours and minutes and lands
// back on the activity, and discards a chronometer started by mistake; finishing with an open task
// is refused with its reason; a leader approves two activities at once in grid-revision and returns
// one with a reason; a grid exports to XLSX.
import { expectAccessible } from './accessibility.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { activityState, insertActivity, setChronometerSeconds } from './database.ts';
import { open } from './navigation.ts';

const activityPage = (id: string) => `/operative-activities/general-activities/view/${id}`;

test('a professional starts the chronometer, reloads, stops it in another tab and sees the time on the activity', async ({ page, context }) => {
  const title = `Cronómetro E2E ${Date.now()}`;
  const id = await insertActivity(title);
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, activityPage(id));
  await expect(page.getByText(title).first()).toBeVisible();
  await page.getByTestId('chronometer-start').click();
  await expect(page.getByTestId('chronometer-time')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('chronometer-time')).toBeVisible();
  const other = await context.newPage();
  await open(other, activityPage(id));
  await expect(other.getByTestId('chronometer-time')).toBeVisible();
  // A minute and a half on the clock, as if it had run that long (the journey does not wait for it).
  await setChronometerSeconds('profesional@demo.test', 95);
  await other.reload();
  await expect(other.getByTestId('chronometer-time')).toHaveText(/00:01:3\d|00:01:4\d/);
  await other.getByTestId('chronometer-stop').click();
  await expect(other.getByText(/Se registró 2 min en /)).toBeVisible();
  await expect(other.getByTestId('chronometer')).toHaveCount(0);
  // The first tab hears it too, and the activity shows the registered time.
  await page.bringToFront();
  await expect(page.getByTestId('chronometer')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Tiempos registrados' }).click();
  await expect(page.getByRole('cell', { name: 'Cronómetro', exact: true })).toBeVisible();
  // The open tab is kept in the address: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Tiempos registrados', selected: true })).toBeVisible();
  expect((await activityState(id)).workedMinutes).toBe(2);
});

test('a professional registers time in hours and minutes from the activity, lands back on it, and discards a chronometer started by mistake', async ({
  page,
}) => {
  const title = `Tiempo E2E ${Date.now()}`;
  const id = await insertActivity(title);
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, `${activityPage(id)}#tab-works`);
  await expect(page.getByRole('tab', { name: 'Tiempos registrados', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar' }).click();
  await expect(page).toHaveURL(/\/operative-works\/new\?activityId=/);
  // The activity is named, and the date starts at today (the company's).
  await expect(page.getByTitle(title)).toBeVisible();
  await expect(page.getByLabel('Fecha', { exact: true })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await page.getByLabel('Tiempo trabajado: horas').fill('1');
  await page.getByLabel('Tiempo trabajado: minutos').fill('5');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // Back on the activity's time, where the registration was started, in hours and minutes.
  await expect(page).toHaveURL(new RegExp(`${activityPage(id)}#tab-works$`));
  await expect(page.getByRole('tab', { name: 'Tiempos registrados', selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1 h 05 min' }).first()).toBeVisible();
  expect((await activityState(id)).workedMinutes).toBe(65);

  // A chronometer started by mistake is discarded after the question, and registers nothing.
  await page.getByTestId('chronometer-start').click();
  await expect(page.getByTestId('chronometer-time')).toBeVisible();
  await page.getByRole('button', { name: 'Descartar el cronómetro' }).click();
  const question = page.getByRole('dialog', { name: '¿Descartar el cronómetro?' });
  await expect(question.getByText('El tiempo corrido no se registrará')).toBeVisible();
  await expectAccessible(page, 'the question before discarding a chronometer');
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByTestId('chronometer')).toHaveCount(0);
  expect((await activityState(id)).workedMinutes).toBe(65);
});

test('finishing an activity with an open task is refused with its reason', async ({ page, failures }) => {
  failures.allow(409, /\/api\/activities\/[^/]+\/finish$/);
  const title = `Tarea abierta E2E ${Date.now()}`;
  const id = await insertActivity(title, { openTask: 'Recoger firmas', minutes: 60 });
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, activityPage(id));
  await page.locator('[data-action="finish"]').first().click();
  await expect(page.getByText('La actividad tiene 1 tareas pendientes o abiertas')).toBeVisible();
  expect((await activityState(id)).state).toBe('InProcess');
});

test('a leader approves two activities at once in grid-revision and returns one with a reason', async ({ page }) => {
  const stamp = Date.now();
  const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((k) => insertActivity(`Revisión ${k} ${stamp}`, { state: 'AwaitingRevision', minutes: 30 })));
  await signIn(page, 'lider@demo.test');
  await open(page, `/grid-revision?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${stamp}`);
  const row = (k: string) => page.getByRole('row', { name: new RegExp(`Revisión ${k} ${stamp}`) });
  await expect(row('A')).toBeVisible();
  await row('A').getByRole('checkbox').check();
  await row('B').getByRole('checkbox').check();
  await page.getByTestId('bulk-actions').locator('[data-action="approve"]').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(row('A')).toHaveCount(0);
  await expect(row('B')).toHaveCount(0);
  expect((await activityState(a)).state).toBe('AuditedByLeader');
  expect((await activityState(b)).state).toBe('AuditedByLeader');

  await row('C').locator('[data-action="return"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo de la devolución').fill('Falta el soporte del acta');
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  await expect(row('C')).toHaveCount(0);
  expect((await activityState(c)).state).toBe('InProcess');
  // The activity's page opens at the tab its address names.
  await open(page, `${activityPage(c)}#tab-activity-revisions`);
  await expect(page.getByRole('tab', { name: 'Revisiones del líder', selected: true })).toBeVisible();
  await expect(page.getByText('Falta el soporte del acta')).toBeVisible();
});

test('a grid exports to XLSX', async ({ page }) => {
  await signIn(page, 'lider@demo.test');
  await open(page, '/grid-activities-complete');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^grid-activities-complete-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/Se exportaron \d+ registros/)).toBeVisible();
});

test('the work panel shows the eight indicators for Mes and then Semana, each with its detail', async ({ page }) => {
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await expect(page.getByTestId('panel-range')).toBeVisible();
  for (const name of [
    'Tiempo facturable',
    'Tiempo no facturable',
    'Eficiencia',
    'Oportunidad histórica',
    'Valor facturable anual',
    'Actividades completadas',
    'Horas asignadas',
    'Horas trabajadas',
  ]) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  const month = await page.getByTestId('panel-range').textContent();
  expect(month).toMatch(/^Del 1 de \p{L}+\.? de \d{4} al /u); // Mes starts on the 1st, written for people
  await page.getByTestId('panel-period').getByText('Semana', { exact: true }).click();
  await expect(page.getByTestId('panel-range')).not.toHaveText(month!);
  await page.getByRole('button', { name: 'Horas trabajadas' }).click();
  await expect(page.getByRole('dialog').getByText(/Total de registros/)).toBeVisible();
  // The choice is remembered: back on the panel, Semana is still selected.
  await page.reload();
  await expect(page.getByTestId('panel-period').locator('.ant-segmented-item-selected')).toHaveText('Semana');
  await page.getByTestId('panel-period').getByText('Mes', { exact: true }).click();
  await expect(page.getByTestId('panel-range')).toHaveText(month!);
});

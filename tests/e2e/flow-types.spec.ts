// An administrator draws a flow type in the diagram editor: three activity types of the litigation
// practice, one edge drawn by dragging between the nodes' handles and one with "Conectar"; saving
// an unconnected diagram is refused with the specification's message; an alert on one of the
// diagram's activities; the saved flow shows its diagram and order; then alerts and a phone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { pick } from './antd.ts';
import { open } from './navigation.ts';

/** Drags from the bottom handle of one node to the top handle of another, as a mouse does. */
async function drawEdge(page: Page, from: number, to: number) {
  const nodes = page.locator('.react-flow__node');
  const source = await nodes.nth(from).locator('.react-flow__handle-bottom').boundingBox();
  const target = await nodes.nth(to).locator('.react-flow__handle-top').boundingBox();
  await page.mouse.move(source!.x + source!.width / 2, source!.y + source!.height / 2);
  await page.mouse.down();
  await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('an administrator draws a flow type of three activities, is refused while a part is unconnected, and saves it', async ({ page }) => {
  const stamp = Date.now();
  const name = `Flujo E2E ${stamp}`;
  await signIn(page, 'admin@demo.test');

  // The dashboard lists the seeded templates.
  await open(page, '/management/functional-structure/flows/dash-flows');
  await expect(page.getByText('Proceso ordinario laboral')).toBeVisible();
  await expect(page.getByText('Constitución de sociedad')).toBeVisible();

  await open(page, '/management/functional-structure/flows/general');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Código', { exact: true }).fill(`E2E-${stamp}`);
  await pick(page, 'Práctica', 'Litigios');

  // An empty diagram cannot be saved: the verdict says so before saving.
  await expect(page.getByTestId('flow-verdict')).toContainText('El diagrama debe tener al menos una actividad');

  // Three activity types from the palette (the practice's own).
  for (const type of ['Demanda', 'Contestación de demanda', 'Audiencia inicial']) {
    await page.getByRole('button', { name: `Agregar al diagrama: ${type}` }).click();
  }
  await expect(page.locator('.react-flow__node')).toHaveCount(3);
  await expect(page.getByTestId('flow-verdict')).toContainText('El diagrama tiene partes sin conectar');
  // The canvas speaks Spanish too.
  await expect(page.getByRole('button', { name: 'Acercar' })).toBeVisible();

  // The first edge drawn with the mouse on the canvas.
  await drawEdge(page, 0, 1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await expect(page.getByRole('listitem').filter({ hasText: 'Demanda → Contestación de demanda' })).toBeVisible();

  // Saving with the third activity unconnected is refused, with the message.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'El diagrama tiene partes sin conectar' })).toBeVisible();
  await expect(page).toHaveURL(/\/flows\/general$/);

  // The second edge with "Conectar" (no dragging needed).
  await pick(page, 'Desde la actividad', 'Contestación de demanda');
  await pick(page, 'Hasta la actividad', 'Audiencia inicial');
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  const verdict = page.getByTestId('flow-verdict');
  await expect(verdict).toContainText('El diagrama se puede guardar: 3 actividades, en este orden');
  await expect(verdict).toContainText('1. Demanda');
  await expect(verdict).toContainText('3. Audiencia inicial');

  // An alert on the hearing: the delivery date is today, by WhatsApp.
  await page.getByRole('button', { name: 'Agregar alerta' }).click();
  const alert = page.getByRole('group', { name: 'Alerta 1' });
  await alert.getByLabel('Nombre', { exact: true }).fill('Audiencia hoy');
  const card = page.getByRole('group', { name: 'Audiencia hoy' });
  await pick(page, 'Actividad', 'Audiencia inicial', card);
  await pick(page, 'Tipo de notificación', 'Días restantes antes de la entrega', card);
  await card.getByLabel('Días', { exact: true }).fill('2');
  await pick(page, 'Método de envío', 'WhatsApp', card);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Tipo de flujo «${name}» creado`)).toBeVisible();
  await expect(page).toHaveURL(/\/flows\/[0-9a-f-]{36}$/);
  const id = /flows\/([0-9a-f-]{36})$/.exec(page.url())![1];

  // The flow's page: its diagram, the order of its activities and its alert.
  await expect(page.locator('.react-flow__node')).toHaveCount(3);
  await expect(page.getByText('Orden de las actividades')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Audiencia hoy' })).toBeVisible();
  // Its history tells the diagram in words, never by ids.
  await expect(page.getByTestId('audit-history')).toContainText('3 actividades, 2 conexiones (Demanda → Contestación de demanda → Audiencia inicial)');
  await expect(page.locator('.ant-layout-content')).not.toHaveText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);

  // new-alert/:id opens the editor with a new alert at the end.
  await open(page, `/management/functional-structure/flows/new-alert/${id}`);
  await expect(page.getByRole('group', { name: 'Alerta 2' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Audiencia hoy' })).toBeVisible();

  // The editor on a phone: the palette, the canvas and the verdict fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/management/functional-structure/flows/general/${id}`);
  await expect(page.locator('.react-flow__node')).toHaveCount(3);
  await expect(page.getByTestId('flow-verdict')).toContainText('El diagrama se puede guardar');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

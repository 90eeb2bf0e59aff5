// The agenda: a professional sees their activities by date, creates an appointment (with an
// attachment) whose invitation goes to its attendee, and reads its history; the week view lists the same days.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { open } from './navigation.ts';

test('a professional creates an appointment in the agenda and reads its history', async ({ page }) => {
  const subject = `Reunión E2E ${Date.now()}`;
  await signIn(page, 'profesional@demo.test', /\/info-cards/);
  await open(page, '/view-calendar');
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  await page.getByTestId('new-appointment').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Asunto').fill(subject);
  await dialog.getByLabel('Asistentes (correos)').fill('cliente@texmed.com.co');
  await dialog.getByLabel('Asistentes (correos)').press('Enter');
  // An attachment, uploaded as it is chosen and sent with the invitation.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'Orden del día.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n${'Orden del día '.repeat(40)}`) });
  await expect(dialog.getByRole('link', { name: 'Orden del día.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText('Cita creada: se envió la invitación a los asistentes')).toBeVisible();
  await page.getByText(subject).first().click();
  await expect(page.getByRole('dialog').getByText('Historial de cambios')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(/Creada/)).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Orden del día.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('agenda-view').getByText('Semana', { exact: true }).click();
  await expect(page.getByTestId('agenda-days')).toBeVisible();
});

// Projects through the browser (issue 12, item 7): create one with practices, work groups,
// commercial managers and an external group, then add a document on its page (the type checked by
// name in the browser and by content in the API), see its members, download and delete it; on a phone too.
// Then the activation moves: the deactivation warning, and the inactive-client refusal.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ooxml, pdf } from '../../api/src/management/projects/documents/test-files.ts';
import { ownerKnex } from '../../knex/index.ts';
import { demoCompany, e2eDatabaseUrl } from './database.ts';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { signIn } from './sign-in.ts';
import { pick } from './antd.ts';
import { open } from './navigation.ts';

const PHONE = { width: 390, height: 844 };

function tempFile(name: string, bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-docs-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Finds the project by its name in the projects' dashboard and opens its page. */
async function openProject(page: Page, name: string) {
  await open(page, '/management/projects/dashboard-projects');
  await page.getByTestId('grid-search').fill(name);
  await expect(page.getByText('Total de registros: 1')).toBeVisible(); // the search applied before a row is clicked
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: 'Ver' })
    .click();
}

test('an administrator creates a project with practices, groups and managers, and adds a document', async ({ page, failures }) => {
  failures.allow(415, /^\/api\/projects\/[0-9a-f-]{36}\/documents$/); // the renamed executable, refused by content
  const name = `Due diligence Minera E2E ${Date.now()}`;
  await signIn(page, 'admin@demo.test');
  await open(page, '/management/projects/create-project');
  // The form's own rules speak first (the fields render once the metadata is there).
  await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await pick(page, 'Cliente', 'Inversiones Los Andes S.A.S.');
  await page.getByLabel('Solicitado por').fill('Carolina Mejía');
  await pick(page, 'Prácticas', 'Derecho Corporativo');
  await pick(page, 'Unidades de servicio', 'Fusiones y Adquisiciones');
  await pick(page, 'Grupos de trabajo (en orden de prioridad)', 'Equipo Corporativo');
  await pick(page, 'Gerentes comerciales', 'Valentina Ospina');
  await pick(page, 'Grupos externos', 'Equipo Corporativo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Proyecto «${name}» creado`)).toBeVisible();

  await openProject(page, name);
  await expect(page).toHaveURL(/\/management\/projects\/[0-9a-f-]{36}$/);
  const documents = page.locator('.ant-card').filter({ hasText: 'Documentos' });
  await expect(documents.getByText('El proyecto aún no tiene documentos')).toBeVisible();

  // A text file is refused in the browser; an executable renamed .pdf by the API, by its content.
  const input = page.getByTestId('project-document-input');
  await input.setInputFiles(tempFile('notas.txt', Buffer.from('notas')));
  await expect(page.getByText('El documento debe ser DOCX, XLSX, PPTX o PDF y su contenido debe corresponder a su extensión')).toBeVisible();
  await input.setInputFiles(tempFile('contrato.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000)])));
  await expect(page.getByText('El documento debe ser DOCX, XLSX, PPTX o PDF y su contenido debe corresponder a su extensión').last()).toBeVisible();
  await expect(documents.getByText('El proyecto aún no tiene documentos')).toBeVisible();

  await input.setInputFiles(tempFile('Poder especial.pdf', pdf(4096)));
  await expect(page.getByText('Se subió «Poder especial.pdf»')).toBeVisible();
  await input.setInputFiles(tempFile('Cronograma.xlsx', ooxml('xlsx')));
  await expect(documents.getByRole('link', { name: 'Descargar Cronograma.xlsx' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Descargar Poder especial.pdf' })).toBeVisible();

  const download = page.waitForEvent('download');
  await documents.getByRole('link', { name: 'Descargar Poder especial.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Poder especial.pdf');

  await documents.getByRole('button', { name: 'Eliminar Cronograma.xlsx' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(documents.getByRole('link', { name: 'Descargar Cronograma.xlsx' })).toHaveCount(0);

  // Members and privacy: the corporate team's people.
  const members = page.locator('.ant-card').filter({ hasText: 'Miembros y privacidad' });
  await expect(members.getByText('Proyecto no privado: lo ve todo quien tenga acceso a los proyectos.')).toBeVisible();
  await expect(members.getByRole('cell', { name: 'comercial@demo.test' })).toBeVisible();

  // Its screens of their own: members and privacy, notifications, activities.
  const projectUrl = page.url();
  await page.getByRole('navigation', { name: 'Pantallas del proyecto' }).getByRole('button', { name: 'Miembros y privacidad' }).click();
  await expect(page).toHaveURL(/\/management\/projects\/members-privacy\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('cell', { name: 'comercial@demo.test' })).toBeVisible();
  await open(page, projectUrl.replace('/management/projects/', '/management/projects/notifications/'));
  await expect(page.getByText(`Notificaciones: ${name}`)).toBeVisible();
  await open(page, projectUrl.replace('/management/projects/', '/management/projects/activities/'));
  await expect(page.getByText(`Actividades: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Volver al proyecto' }).click();
  await expect(page).toHaveURL(projectUrl);

  // The same page fits a phone.
  await page.setViewportSize(PHONE);
  await expect(documents.getByRole('button', { name: 'Subir documento' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Descargar Poder especial.pdf' })).toBeVisible();
  // The record's description table lays itself out again for the phone after the resize (antd's breakpoints): waited for.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a project warns before deactivating, and refuses activation while its client is inactive', async ({ page, failures }) => {
  failures.allow(409, /^\/api\/projects\/[0-9a-f-]{36}\/activate(\/preview)?$/); // PROJECT_CLIENT_INACTIVE
  const db = ownerKnex(e2eDatabaseUrl());
  const name = `Consulta societaria E2E ${Date.now()}`;
  let clientId: string;
  try {
    const company = await demoCompany(db);
    const profile = await db('tax_profiles').where({ company_id: company.id }).first('id');
    const [client] = await db('clients')
      .insert({
        tenant_id: company.tenant_id,
        company_id: company.id,
        name: `Cliente de ${name}`,
        document_number: String(Date.now()).slice(-9),
        tax_profile_id: profile.id,
      })
      .returning('id');
    clientId = client.id as string;
    await db('projects').insert({ tenant_id: company.tenant_id, company_id: company.id, client_id: clientId, name });
  } finally {
    await db.destroy();
  }
  await signIn(page, 'admin@demo.test');
  await openProject(page, name);
  const header = page.locator('.ant-page-header-heading-extra');
  const dialog = page.getByRole('dialog');
  await header.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(dialog.getByText('¿Deseas desactivar el proyecto? Puede tener acuerdos, bloques, flujos, actividades y tareas asignados')).toBeVisible();
  await dialog.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(header.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();

  // Its client goes inactive meanwhile: activation stops with the inactive-client message.
  const again = ownerKnex(e2eDatabaseUrl());
  try {
    await again('clients').where({ id: clientId }).update({ state: 'inactive' });
  } finally {
    await again.destroy();
  }
  await header.getByRole('button', { name: 'Activar', exact: true }).click();
  await expect(page.getByText('El cliente del proyecto está inactivo. Actívalo antes de activar el proyecto').first()).toBeVisible();
});

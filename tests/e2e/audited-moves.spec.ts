// 'Servicios revisados' moves through the browser: a leader changes an audited activity to another
// project of its client (the page's checked rows, a modal choosing the target), finds it on the
// target's page, and reassigns audited work without a responsible from 'Actividades por reasignar'.
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { e2eDatabaseUrl, insertAuditedActivity } from './database.ts';
import { ownerKnex } from '../../knex/index.ts';
import type { Knex } from 'knex';
import { open } from './navigation.ts';

const SISTER = 'Proyecto hermano E2E';

/** A second project of the activity's client (a copy of its project, same work groups) with an open agreement in force. */
async function sisterOf(projectId: string): Promise<string> {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    const found = await db('projects').where({ name: SISTER }).first('id');
    if (found) return found.id;
    const copy = async (table: string, id: string, set: Record<string, Knex.Value>) => {
      const columns: string[] = (
        await db('information_schema.columns').where({ table_name: table, table_schema: 'public', is_generated: 'NEVER' }).pluck('column_name')
      ).filter((c: string) => c !== 'id' && !(c in set));
      const keys = Object.keys(set);
      const res = await db.raw(
        `insert into ?? (${[...columns, ...keys].map(() => '??').join(', ')}) select ${columns.map(() => '??').join(', ')}${keys.map(() => ', ?').join('')} from ?? where id = ? returning id`,
        [table, ...columns, ...keys, ...columns, ...keys.map((k) => set[k]), table, id],
      );
      return res.rows[0].id as string;
    };
    const sister = await copy('projects', projectId, { name: SISTER });
    const agreement = await db('trade_agreements').where({ project_id: projectId, state: 'open' }).first('id');
    await copy('trade_agreements', agreement.id, {
      project_id: sister,
      description: 'Acuerdo del proyecto hermano',
      start_date: '2026-01-01',
      end_date: '2027-12-31',
    });
    const groups = await db('project_work_groups').where({ project_id: projectId }).select('tenant_id', 'work_group_id', 'priority');
    await db('project_work_groups').insert(groups.map((g) => ({ ...g, project_id: sister })));
    return sister;
  } finally {
    await db.destroy();
  }
}

async function withoutResponsible(id: string) {
  const db = ownerKnex(e2eDatabaseUrl());
  try {
    await db('activities').where({ id }).update({ responsible_user_id: null });
  } finally {
    await db.destroy();
  }
}

test('a leader changes an audited activity to another project of its client and reassigns audited work without a responsible', async ({ page }) => {
  const title = `Cambio de proyecto E2E ${Date.now()}`;
  const { projectId } = await insertAuditedActivity(title, '2026-03-16T15:00:00Z');
  const sister = await sisterOf(projectId);
  const orphan = `Sin responsable E2E ${Date.now()}`;
  const { id: orphanId } = await insertAuditedActivity(orphan, '2026-03-17T15:00:00Z');
  await withoutResponsible(orphanId);
  await signIn(page, 'lider@demo.test');

  await open(page, `/settlement-billing/audited-by-leader/${projectId}`);
  const audited = page.getByTestId('audited-activities');
  await audited
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('checkbox')
    .check();
  await audited.getByTestId('audited-change-project').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-select-item-option').filter({ hasText: SISTER }).click();
  await dialog.getByTestId('move-confirm').click();
  await expect(page.getByText('1 actividad cambiada de proyecto')).toBeVisible();
  await expect(audited.getByText(title)).toHaveCount(0);

  // Audited work without a responsible waits in 'Actividades por reasignar' with its reason.
  const toReassign = page.getByTestId('to-reassign');
  const row = toReassign.getByRole('row', { name: new RegExp(orphan) });
  await expect(row.getByText('Sin responsable', { exact: true })).toBeVisible();
  await row.getByRole('checkbox').check();
  await toReassign.getByTestId('to-reassign-reassign').click();
  await page.getByRole('dialog').getByRole('combobox').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reasignar' }).click();
  await expect(page.getByText('1 actividad reasignada')).toBeVisible();
  await expect(toReassign.getByText(orphan)).toHaveCount(0);

  await open(page, `/settlement-billing/audited-by-leader/${sister}`);
  await expect(page.getByTestId('audited-activities').getByText(title)).toBeVisible();
  await page.screenshot({ path: '/tmp/audited-moves-desktop.png', fullPage: true });
  // At a phone's width the actions and the modal still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByTestId('audited-activities')
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('checkbox')
    .check();
  await page.getByTestId('audited-migrate').click();
  await expect(page.getByRole('dialog').getByTestId('move-target')).toBeVisible();
  await page.screenshot({ path: '/tmp/audited-moves-390.png' });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Cancel/ })
    .click();
});

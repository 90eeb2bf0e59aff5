// The rest of the demo projects (issue 12, item 7): external groups, a custom field of projects
// with its values, notification settings, and a PDF document (its row here, its bytes in the file
// store, FILES_DIR) with the notification it sent.
import { storeOnce } from './stored-files.ts';
import { pdf } from '../../api/src/management/projects/documents/test-files.ts';
import type { MasterDataSeeder } from './seeder.ts';

/** Court or authority handling each demo project (the custom field 'Autoridad'). */
const AUTHORITY: Record<string, string> = {
  'andes-fusion': 'Superintendencia de Sociedades',
  'cafe-laboral': 'Ministerio del Trabajo',
  'textiles-tributario': 'DIAN - Dirección Seccional Medellín',
};

export const seedProjects: MasterDataSeeder = async ({ trx, put, seedId, DEMO }) => {
  const T = DEMO.tenantId;
  const owned = { tenant_id: T, company_id: DEMO.mainCompanyId };
  // The corporate team's external users (the client's in-house counsel) may see the merger.
  await put(
    'project_external_groups',
    [{ tenant_id: T, project_id: seedId('project:andes-fusion'), work_group_id: seedId('group:EQ-CORP') }],
    ['project_id', 'work_group_id'],
  );

  await put('custom_field_definitions', [
    { id: seedId('custom-field:projects:autoridad'), ...owned, entity: 'projects', key: 'autoridad', label: 'Autoridad', data_type: 'Text', position: 1 },
  ]);
  // Values only where the project has none yet (the seed runs on every start and must not undo edits).
  for (const [key, authority] of Object.entries(AUTHORITY)) {
    await trx('projects')
      .where({ id: seedId(`project:${key}`) })
      .whereRaw(`custom_fields -> 'autoridad' is null`)
      .update({ custom_fields: trx.raw(`custom_fields || ?::jsonb`, [JSON.stringify({ autoridad: authority })]) });
  }

  // The merger tells its commercial manager of new documents and its teams when it stops.
  await put('project_notification_settings', [
    {
      id: seedId('project-notification:andes-fusion:documents'),
      ...owned,
      project_id: seedId('project:andes-fusion'),
      event: 'documentAdded',
      recipients: 'commercialManagers',
    },
    {
      id: seedId('project-notification:andes-fusion:deactivated'),
      ...owned,
      project_id: seedId('project:andes-fusion'),
      event: 'deactivated',
      recipients: 'workGroupMembers',
    },
  ]);

  const documentId = seedId('project-document:andes-fusion:poder');
  const projectId = seedId('project:andes-fusion');
  const key = `${T}/${DEMO.mainCompanyId}/projects/${projectId}/documents/${documentId}`;
  const bytes = pdf(8192, 'Poder especial - Fusion Los Andes');
  await put('project_documents', [
    {
      id: documentId,
      ...owned,
      project_id: projectId,
      created_by: DEMO.users.administrator,
      name: 'Poder especial Fusión Los Andes.pdf',
      size: bytes.length,
      content_type: 'application/pdf',
      storage_key: key,
    },
  ]);
  await storeOnce(key, bytes);
  // The power of attorney told the merger's commercial manager, as its settings say (not yet read).
  await put('project_notifications', [
    {
      id: seedId('project-notification-sent:andes-fusion:poder'),
      ...owned,
      project_id: projectId,
      user_id: DEMO.users.commercialManager,
      event: 'documentAdded',
    },
  ]);
};

// The production declarations' own test samples (platform/testing/sample.ts): their rows must agree
// with each other (the project of the client, the type of the practice, a workable activity).
import type { Knex } from 'knex';
import { ownActivity, uploadedPdf, userId } from '../platform/testing/demo-rows.ts';
import type { Sample } from '../platform/testing/sample.ts';

/** The demo's activity the samples agree with: its client, project, practice and type. */
const mainActivity = (owner: Knex, companyId: string) => owner('activities').where({ company_id: companyId, code: 'ACT-DEMO-CON-PROVEEDORES' }).first();

export const productionSamples: Record<string, Sample> = {
  activities: async ({ owner, companyId }) => {
    const main = await mainActivity(owner, companyId);
    return {
      clientId: main.client_id,
      projectId: main.project_id,
      practiceId: main.practice_id,
      serviceUnitId: main.service_unit_id,
      activityTypeId: main.activity_type_id,
      responsibleUserId: await userId(owner, 'profesional@demo.test'),
      startDate: '2026-11-02',
      endDate: '2026-11-06',
      sharedUserIds: [],
      caseId: null,
    };
  },
  cases: async ({ owner, companyId }) => {
    const main = await mainActivity(owner, companyId);
    return { clientId: main.client_id, projectId: main.project_id, partyRows: [] };
  },
  'operative-workflows': async ({ owner, companyId }) => {
    const main = await mainActivity(owner, companyId);
    const flowType = await owner('flow_types').where({ company_id: companyId, code: 'FT-SOC' }).first('id');
    return {
      clientId: main.client_id,
      projectId: main.project_id,
      flowTypeId: flowType.id,
      tradeAgreementId: null,
      responsibleUserId: null,
      caseId: null,
      answers: {},
    };
  },
  works: async ({ owner, companyId }) => ({
    activityId: await ownActivity(owner, companyId),
    workDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    minutes: 45,
    billableMinutes: 30,
  }),
  'activity-tasks': async ({ owner, companyId }) => ({ activityId: await ownActivity(owner, companyId) }),
  // On the activity, with an uploaded support file.
  expenses: async ({ owner, companyId, counter }) => ({
    activityId: await ownActivity(owner, companyId),
    workflowId: null,
    value: '25000.50',
    supportFile: await uploadedPdf(owner, companyId, `recibo-${counter}.pdf`),
  }),
};

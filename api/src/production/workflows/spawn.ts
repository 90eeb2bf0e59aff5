// A new workflow's activities: one per node of its diagram, in the diagram's order (spawnOrder),
// scheduled one after another from the company's today by each type's estimate against the daily
// worked-hours goal. The workflow's responsible takes each activity they can perform; the others
// are created unassigned and self-assignable (grid-activities-created), decision 193.
import type { Knex } from 'knex';
import { spawnOrder, type FlowDefinition } from '../../contract/flow-diagram.ts';
import type { Caller } from '../../platform/resource/crud.ts';
import { nextDay, startOfDay, today } from '../../platform/time/company-day.ts';
import { canPerform } from '../activities/activity-rules.ts';

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Creates the workflow's activities; answers how many. One insert for all of them. */
export async function spawnActivities(trx: Knex.Transaction, caller: Caller, workflowId: string): Promise<number> {
  const w = await trx('operative_workflows').where({ id: workflowId }).first();
  const def = w.definition as FlowDefinition;
  if (!def.nodes.length) return 0;
  const order = spawnOrder(def);
  const typeIds = [...new Set(order.map((s) => s.activityTypeId))];
  const types = new Map(
    (
      await trx('activity_types')
        .whereIn('id', typeIds)
        .select('id', 'name', 'practiceId', 'serviceUnitId', 'estimatedHours', 'billable', 'requiresDocument', 'requiresRevision', 'scheduleAppointment')
    ).map((t) => [t.id as string, t]),
  );
  const company = await trx('companies').where({ id: w.companyId }).first('timeZone', 'dailyWorkedHoursGoal');
  const perDay = Math.max(1, Number(company.dailyWorkedHoursGoal) || 8);
  const eligible = new Map<string, boolean>();
  for (const practiceId of new Set([...types.values()].map((t) => t.practiceId as string))) {
    eligible.set(practiceId, !!w.responsibleUserId && (await canPerform(trx, w.companyId, w.responsibleUserId, practiceId)));
  }

  let start = today(company.timeZone);
  const rows = order.map((step) => {
    const type = types.get(step.activityTypeId)!;
    const days = Math.max(1, Math.ceil(Number(type.estimatedHours) / perDay));
    const end = addDays(start, days - 1);
    const responsible = eligible.get(type.practiceId) ? w.responsibleUserId : null;
    const row = {
      tenantId: w.tenantId,
      companyId: w.companyId,
      title: type.name,
      clientId: w.clientId,
      projectId: w.projectId,
      practiceId: type.practiceId,
      serviceUnitId: type.serviceUnitId,
      activityTypeId: type.id,
      caseId: w.caseId,
      workflowId,
      workflowPosition: step.position,
      workflowNode: step.nodeId,
      tradeAgreementId: w.tradeAgreementId,
      responsibleUserId: responsible,
      assignedAt: responsible ? trx.fn.now() : null,
      createdBy: caller.userId ?? null,
      startDate: start,
      endDate: end,
      // Delivery at the end of the last day, in the company's time zone.
      deliveryAt: new Date(startOfDay(nextDay(end), company.timeZone).getTime() - 1000),
      estimatedHours: type.estimatedHours,
      isBillable: type.billable,
      isAppointmentSchedule: type.scheduleAppointment,
      isAutoassignable: !responsible,
      requiredDocuments: type.requiresDocument,
      requiredRevision: type.requiresRevision,
    };
    start = addDays(end, 1);
    return row;
  });
  await trx('activities').insert(rows);
  return rows.length;
}

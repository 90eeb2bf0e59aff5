// The rules of an operative activity (document 000, sections 4, 5 and 8): who may be its
// responsible, who may take it, who may work on it and who reviews it, and what finishing needs.
// Each refusal is an AppError with the catalogue's code; every check reads the database in the
// request's transaction, one query at a time.
import type { Knex } from 'knex';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { utbmsErrors } from '../../contract/ledes-codes.ts';
import type { RuleContext } from '../../platform/resource/define.ts';
import type { Caller } from '../../platform/resource/crud.ts';
import { definitionsOf } from '../../platform/custom-fields/custom-fields-sql.ts';
import { today } from '../../platform/time/company-day.ts';
import { OPEN_WORK_STATES, SETTLEMENT_STATES } from '../activity-states.ts';
import type { ActivityState } from '../../contract/activity-states.ts';

type Row = Record<string, unknown>;

/** Strips newlines from the activity's texts (section 5): they travel to grids, exports and invoices. */
export function withoutNewlines(row: Row, fields: readonly string[]): void {
  for (const f of fields) if (typeof row[f] === 'string') row[f] = (row[f] as string).replace(/[\r\n]+/g, ' ').trim();
}

/** An active member of the company who is not a client contact (the assignable users). */
async function assignable(trx: Knex.Transaction, companyId: string, userId: string): Promise<boolean> {
  return !!(await trx('company_users').where({ companyId, id: userId, active: true, isContact: false }).first('id'));
}

/**
 * Can perform the activity (may be its responsible): assignable and a member of its practice
 * (decision 192). Taking an unassigned activity asks more: see mayTake.
 */
export async function canPerform(trx: Knex.Transaction, companyId: string, userId: string, practiceId: string): Promise<boolean> {
  if (!(await assignable(trx, companyId, userId))) return false;
  return !!(await trx('user_practices').where({ companyId, userId, practiceId }).first('userId'));
}

/** Auto-assignment: a member of the activity's type, service unit and practice (section 5). */
export async function mayTake(trx: Knex.Transaction, companyId: string, userId: string, a: Row): Promise<boolean> {
  if (!(await canPerform(trx, companyId, userId, a.practiceId as string))) return false;
  if (a.serviceUnitId && !(await trx('user_service_units').where({ companyId, userId, serviceUnitId: a.serviceUnitId }).first('userId'))) return false;
  return !!(await trx('user_activity_types').where({ companyId, userId, activityTypeId: a.activityTypeId }).first('userId'));
}

/** The workflow of the activity is finished: its activities take no more work (section 4). */
export async function refuseClosedWorkflow(trx: Knex.Transaction, workflowId: unknown): Promise<void> {
  if (!workflowId) return;
  const w = await trx('operative_workflows').where({ id: workflowId }).first('state', 'active');
  if (w && (w.state === 'finished' || !w.active)) throw new AppError('WORKFLOW_CLOSED');
}

/** The activity takes work: on, its workflow open, and not yet in the settlement's hands. */
export async function refuseLocked(trx: Knex.Transaction, a: Row): Promise<void> {
  if (a.active === false) throw new AppError('ACTIVITY_TURNED_OFF');
  if (SETTLEMENT_STATES.includes(a.state as ActivityState)) throw new AppError('ACTIVITY_LOCKED', { state: String(a.state) });
  await refuseClosedWorkflow(trx, a.workflowId);
}

/** The responsible and the people it is shared with work on it (a super admin may act for them). */
export async function refuseNotWorker(trx: Knex.Transaction, caller: Caller, a: Row): Promise<void> {
  if (caller.unrestricted || a.responsibleUserId === caller.userId) return;
  const shared = await trx('activity_shares').where({ activityId: a.id, userId: caller.userId }).first('userId');
  if (!shared) throw new AppError('ACTIVITY_NOT_YOURS');
}

/**
 * May review (approve or return) the activity: the responsible's supervisor, a holder of
 * SettlementAccessReviewedServicesAll, or of its Workgroup code on a project of their work groups.
 */
export async function mayReview(trx: Knex.Transaction, caller: Caller, a: Row): Promise<boolean> {
  if (caller.unrestricted || caller.can?.('SettlementAccessReviewedServicesAll')) return true;
  if (a.responsibleUserId) {
    const supervises = await trx('user_supervisions')
      .where({ companyId: caller.companyId, userId: caller.userId, supervisedId: a.responsibleUserId })
      .first('userId');
    if (supervises) return true;
  }
  if (caller.can?.('SettlementAccessReviewedServicesWorkgroup') && a.projectId) {
    const member = await trx('project_work_groups as pw')
      .join('work_group_members as m', 'm.workGroupId', 'pw.workGroupId')
      .where({ 'pw.projectId': a.projectId, 'm.userId': caller.userId })
      .first('pw.projectId');
    if (member) return true;
  }
  return false;
}

/** Who may reassign, change the agreement or turn the activity off: its reviewers and its responsible. */
export async function refuseNotManager(trx: Knex.Transaction, caller: Caller, a: Row): Promise<void> {
  if (a.responsibleUserId === caller.userId || (await mayReview(trx, caller, a))) return;
  const ownsWorkflow = a.workflowId ? await trx('operative_workflows').where({ id: a.workflowId, responsibleUserId: caller.userId }).first('id') : undefined;
  if (!ownsWorkflow) throw new AppError('ACTIVITY_NOT_YOURS');
}

/** Its people: the responsible, those it is shared with, and its managers (reviewers, workflow's responsible). */
export async function refuseNotParticipant(trx: Knex.Transaction, caller: Caller, a: Row): Promise<void> {
  try {
    await refuseNotWorker(trx, caller, a);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await refuseNotManager(trx, caller, a);
  }
}

/** An agreement expires "soon" within the company's near-due range (at least the current day). */
async function agreementExpiring(trx: Knex.Transaction, companyId: string, agreementId: string): Promise<string | null> {
  const agreement = await trx('trade_agreements').where({ id: agreementId }).first('endDate', 'state');
  if (!agreement) return null;
  const company = await trx('companies').where({ id: companyId }).first('timeZone', 'nearDueHours');
  const endDate = String(agreement.endDate instanceof Date ? agreement.endDate.toISOString().slice(0, 10) : agreement.endDate).slice(0, 10);
  const days = Math.max(0, Math.ceil(Number(company.nearDueHours) / 24));
  const limit = new Date(`${today(company.timeZone)}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + days);
  return agreement.state !== 'open' || endDate <= limit.toISOString().slice(0, 10) ? endDate : null;
}

/**
 * Finishing (section 4): no pending or open tasks, some worked time, the required document, the
 * required custom fields, and a trade agreement that is neither expired nor about to expire.
 */
export async function refuseUnfinishable(trx: Knex.Transaction, companyId: string, a: Row): Promise<void> {
  const open = await trx('activity_tasks').where({ activityId: a.id }).whereNot({ state: 'finished' }).count<{ n: string }[]>({ n: '*' });
  if (Number(open[0].n) > 0) throw new AppError('ACTIVITY_OPEN_TASKS', { count: Number(open[0].n) });
  if (!(Number(a.workedHours ?? 0) > 0 || Number(a.workedMinutes ?? 0) > 0)) throw new AppError('ACTIVITY_NO_WORKED_TIME');
  if (a.requiredDocuments && !(await trx('activity_files').where({ activityId: a.id }).first('id'))) {
    throw new AppError('ACTIVITY_DOCUMENT_REQUIRED');
  }
  const values = (a.customFields ?? {}) as Record<string, unknown>;
  const missing = (await definitionsOf(trx, companyId, 'activities'))
    .filter((d) => d.active && d.required && (values[d.key] === undefined || values[d.key] === null || values[d.key] === ''))
    .map((d) => d.label);
  if (missing.length) throw new AppError('ACTIVITY_CUSTOM_FIELDS_MISSING', { fields: missing.join(', ') });
  if (a.tradeAgreementId) {
    const endDate = await agreementExpiring(trx, companyId, a.tradeAgreementId as string);
    if (endDate) throw new AppError('ACTIVITY_AGREEMENT_EXPIRING', { endDate });
  }
}

/** Whether the activity still belongs to its staff (time may be registered, it may be reassigned). */
export const isOpenWork = (state: unknown) => OPEN_WORK_STATES.includes(state as ActivityState);

/**
 * Saving an activity (create and update through the form): texts without newlines, dates in order,
 * the project of the client, the type of the practice, a responsible who can perform it, an open
 * workflow, and no change once settlement has it.
 */
export async function beforeWriteActivity(row: Row, ctx: RuleContext): Promise<void> {
  const { trx, companyId, before } = ctx;
  const stamp = ctx.stamp ?? {};
  if (!before) stamp.createdBy = ctx.caller?.userId ?? null;
  withoutNewlines(row, ['title', 'description', 'subtheme']);
  const codes = utbmsErrors(row);
  if (codes.length) throw invalid(codes);
  if (before) {
    await refuseLocked(trx, { ...before, ...row, state: before.state, active: before.active });
    if (ctx.caller) await refuseNotParticipant(trx, ctx.caller, before);
  }
  if (row.startDate && row.endDate && String(row.startDate) > String(row.endDate)) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'startDate', code: 'ACTIVITY_DATES_ORDER' }]);
  }
  if (row.projectId) {
    const project = await trx('projects').where({ id: row.projectId }).first('clientId');
    if (project && project.clientId !== row.clientId) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'projectId', code: 'ACTIVITY_PROJECT_OTHER_CLIENT' }]);
    }
  }
  const type = await trx('activity_types')
    .where({ id: row.activityTypeId })
    .first('practiceId', 'serviceUnitId', 'requiresDocument', 'requiresRevision', 'estimatedHours');
  if (type && type.practiceId !== row.practiceId) {
    throw new AppError('VALIDATION_FAILED', {}, [{ field: 'activityTypeId', code: 'ACTIVITY_TYPE_OTHER_PRACTICE' }]);
  }
  if (!before && type) {
    // The type's flags become the activity's own on creation (the type may change later).
    row.requiredDocuments ??= type.requiresDocument;
    row.requiredRevision ??= type.requiresRevision;
    if (row.estimatedHours === undefined || row.estimatedHours === null) row.estimatedHours = type.estimatedHours;
    row.serviceUnitId ??= type.serviceUnitId;
  }
  if (!row.responsibleUserId) throw new AppError('VALIDATION_FAILED', {}, [{ field: 'responsibleUserId', code: 'ACTIVITY_RESPONSIBLE_REQUIRED' }]);
  if (!before || before.responsibleUserId !== row.responsibleUserId || before.practiceId !== row.practiceId) {
    if (!(await canPerform(trx, companyId, row.responsibleUserId as string, row.practiceId as string))) {
      throw new AppError('VALIDATION_FAILED', {}, [{ field: 'responsibleUserId', code: 'ACTIVITY_RESPONSIBLE_NOT_ELIGIBLE' }]);
    }
    if (!before || before.responsibleUserId !== row.responsibleUserId) stamp.assignedAt = new Date();
  }
}

// 'Servicios revisados', a project's detail, as two views over its audited activities (decision
// 280), scoped like the queue of projects they open from (the SettlementAccessReviewedServices
// pair: a project out of the caller's reach lists nothing), newest finished first:
// - audited-activities: the work waiting to be sent to a pre-invoice, by project, narrowed by the
//   month and the year it was finished (a month alone is that month of every year);
// - activities-to-reassign: the work that cannot go as it is, each with its reasons, of one project
//   or of all the caller reaches.
// Moving the work is a command (settlement.routes.ts, audited-moves.routes.ts).
import type { FieldDecl } from '../../contract/resource-meta.ts';
import { defineResource, integer, json, rowFieldsOf, text, type ResourceDecl } from '../../platform/resource/define.ts';
import { activities, labelledAs } from '../../production/activities/activities.resource.ts';
import { settlementScreen } from '../settlement-scope.ts';

const AUDITED = `t.state = 'AuditedByLeader'`;

/** The company's day, in its time zone (the SQL of platform/time/company-day.ts's `today`). */
const COMPANY_DAY = `(now() at time zone (select c.time_zone from companies c where c.id = t.company_id))::date`;

/**
 * Why audited work must be reassigned before it is sent, as SQL over `t`: no responsible, a
 * responsible no longer active in the company (or a client contact), one outside the activity's
 * practice, or an agreement that is missing, closed or past its end.
 */
export const TO_REASSIGN = {
  noResponsible: 't.responsible_user_id is null',
  responsibleInactive: `t.responsible_user_id is not null and not exists (select 1 from company_users cu
    where cu.company_id = t.company_id and cu.id = t.responsible_user_id and cu.active and not cu.is_contact)`,
  responsibleNotEligible: `t.responsible_user_id is not null and not exists (select 1 from user_practices up
    where up.company_id = t.company_id and up.user_id = t.responsible_user_id and up.practice_id = t.practice_id)`,
  agreementNotInForce: `not exists (select 1 from trade_agreements ta where ta.id = t.trade_agreement_id and ta.state = 'open' and ta.end_date >= ${COMPANY_DAY})`,
} as const;
const REASONS = Object.entries(TO_REASSIGN);

/** A view of the audited work that also holds `where`, with the activity's fields and `fields`. */
function auditedView(name: string, where: string, fields: Record<string, FieldDecl>, list: Pick<ResourceDecl['list'], 'columns' | 'filters'>) {
  const holds = `${AUDITED} and (${where})`;
  return defineResource({
    name,
    table: 'activities',
    ...settlementScreen('SettlementAccessReviewedServices', 't.project_id'),
    operations: ['list'],
    titleField: 'title',
    // Not who sees (the scope says that) but which activities the view holds.
    visibility: () => ({ sql: holds, bindings: [] }),
    fields: {
      ...labelledAs(
        'activities',
        rowFieldsOf(activities, [
          'code',
          'title',
          'projectId',
          'practiceId',
          'tradeAgreementId',
          'responsibleUserId',
          'finishedAt',
          'workedMinutes',
          'billableMinutes',
        ]),
      ),
      responsibleName: text({
        readOnly: true,
        labelKey: 'settlement.audited.responsible',
        expression: `coalesce((select trim(u.name || ' ' || u.last_name) from users u where u.id = t.responsible_user_id), '')`,
      }),
      ...fields,
    },
    list: { ...list, defaultSort: { field: 'finishedAt', order: 'desc' }, sorts: ['finishedAt'] },
    routes: { list: `/settlement-billing/${name}` },
    menu: 'hidden',
  });
}

export const auditedActivities = auditedView(
  'audited-activities',
  'true',
  {
    finishedYear: integer({ readOnly: true, hidden: true, labelKey: 'settlement.audited.year', expression: 'extract(year from t.finished_at)::int' }),
    finishedMonth: integer({ readOnly: true, hidden: true, labelKey: 'settlement.audited.month', expression: 'extract(month from t.finished_at)::int' }),
  },
  { columns: ['code', 'title', 'responsibleName', 'finishedAt', 'workedMinutes', 'billableMinutes'], filters: ['projectId', 'finishedYear', 'finishedMonth'] },
);

export const activitiesToReassign = auditedView(
  'activities-to-reassign',
  REASONS.map(([, sql]) => `(${sql})`).join(' or '),
  {
    projectName: text({
      readOnly: true,
      labelKey: 'resources.activities.fields.projectId',
      expression: 'select p.name from projects p where p.id = t.project_id',
    }),
    // The reasons that hold, by name (settlement.moves.reason_<name>).
    reasons: json({
      readOnly: true,
      labelKey: 'settlement.moves.reasons',
      expression: `to_jsonb(array_remove(array[${REASONS.map(([reason, sql]) => `case when (${sql}) then '${reason}' end`).join(', ')}], null))`,
    }),
  },
  { columns: ['code', 'title', 'projectName', 'responsibleName', 'finishedAt', 'reasons'], filters: ['projectId'] },
);

// A workflow's dynamic form (the one its flow type names): its fields as the contract describes them
// (DynamicFormField), and the workflow's answers checked against them as the designer's rules say
// (checkDynamicFormAnswers): the same rule the admin's form applies as the user types.
import type { Knex } from 'knex';
import { checkDynamicFormAnswers, type DynamicFormField } from '../../contract/dynamic-forms.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { staffLookup } from '../../authorization/principal-user.ts';

/** The fields of a dynamic form, in order, as a JSON array (SQL over the form id `formId`). */
export const formFieldsSql = (formId: string) => `(select coalesce(jsonb_agg(jsonb_build_object(
    'id', f.id, 'kind', f.kind, 'title', f.title, 'placeholder', f.placeholder, 'required', f.required,
    'requiredMessage', f.required_message, 'minLength', f.min_length, 'maxLength', f.max_length, 'lengthMessage', f.length_message,
    'multiple', f.multiple, 'maxSelections', f.max_selections, 'mask', f.mask, 'options', f.options, 'columns', f.columns,
    'height', f.height, 'dateType', f.date_type) order by f.position), '[]'::jsonb)
  from dynamic_form_fields f where f.dynamic_form_id = ${formId})`;

export async function formFields(trx: Knex, formId: string | null | undefined): Promise<DynamicFormField[]> {
  if (!formId) return [];
  const { rows } = await trx.raw(`select ${formFieldsSql('?')} as fields`, [formId]);
  return rows[0].fields as DynamicFormField[];
}

/**
 * The answers to store: checked against the form's fields (normalised: trimmed text, numbers as
 * strings, empty answers left out), or refused with one field error per answer (`answers.<fieldId>`).
 */
export async function checkedAnswers(trx: Knex, formId: string | null | undefined, answers: unknown): Promise<Record<string, unknown>> {
  const given = (answers ?? {}) as Record<string, unknown>;
  const { values, errors } = checkDynamicFormAnswers(await formFields(trx, formId), given);
  if (errors.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      {},
      errors.map((e) => ({ field: `answers.${e.field}`, code: e.code, params: e.params })),
    );
  }
  return values;
}

/** The form a flow type of the company gives its workflows, for its own people only (as its lookup reads it). */
export async function flowTypeForm(trx: Knex.Transaction, caller: Parameters<typeof staffLookup>[1], companyId: string, flowTypeId: string) {
  const type = await trx('flow_types').where({ id: flowTypeId, companyId }).first('dynamicFormId');
  if (!type || !(await staffLookup(trx, caller))) throw new AppError('NOT_FOUND');
  return { dynamicFormId: type.dynamicFormId ?? null, fields: await formFields(trx, type.dynamicFormId) };
}

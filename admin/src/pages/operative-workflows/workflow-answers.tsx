// A workflow's answers to its flow type's dynamic form: drawn as the form itself on the workflow's
// form (the fields of the chosen flow type on create, of the workflow's own form on edit), and as
// title and value on its page. The API checks them by the same rule (checkDynamicFormAnswers).
import { useOne, type BaseRecord } from '@refinedev/core';
import { Descriptions, Form, Skeleton, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DynamicFormField } from '../../../../api/src/contract/dynamic-forms.ts';
import { formatDay, formatMoment, formatMonth } from '../../i18n/dates.ts';
import { asLanguage } from '../../i18n/languages.ts';
import { useApiRead } from '../../providers/use-api-read.ts';
import { DynamicFormRender, toAnswer } from '../dynamic-forms/DynamicFormRender.tsx';
import type { FieldControl } from '../generic/GenericForm.tsx';

type Answers = Record<string, unknown>;

/** A stored answer as its input holds it: dates as dayjs, numbers as numbers. */
function toInput(field: DynamicFormField, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (field.kind === 'date') return dayjs(String(field.dateType === 'year' ? `${String(value)}-01-01` : value));
  if (field.kind === 'number') return Number(value);
  return value;
}

/** The form's fields: the workflow's own (edit), or those of the flow type chosen (create). */
function useFormFields(form: FormInstance, mode: 'create' | 'edit'): DynamicFormField[] | null {
  const { id } = useParams();
  const flowTypeId = Form.useWatch('flowTypeId', form) as string | undefined;
  const { result: record } = useOne<BaseRecord>({ resource: 'operative-workflows', id, queryOptions: { enabled: mode === 'edit' && !!id } });
  // On create, the chosen flow type's form (none before one is chosen, or when it cannot be read);
  // another choice cancels the read in flight.
  const asked = useApiRead<{ fields: DynamicFormField[] }>(`/flow-types/${flowTypeId}/workflow-form`, { enabled: mode === 'create' && !!flowTypeId });
  const fetched = !flowTypeId || asked.error ? [] : (asked.data?.fields ?? null);
  return mode === 'edit' ? (record ? ((record.dynamicFormFields as DynamicFormField[] | undefined) ?? []) : null) : fetched;
}

function AnswersInputs({ form, mode, fieldsRef }: { form: FormInstance; mode: 'create' | 'edit'; fieldsRef: { current: DynamicFormField[] } }) {
  const { t } = useTranslation();
  const fields = useFormFields(form, mode);
  fieldsRef.current = fields ?? [];
  if (fields === null) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!fields.length) return <Typography.Paragraph type="secondary">{t('workflowForm.none')}</Typography.Paragraph>;
  return <DynamicFormRender fields={fields} name="answers" byId />;
}

/** The answers' control on the workflow's form: the inputs, and the conversions to and from the wire. */
export function useAnswersControl(mode: 'create' | 'edit'): FieldControl {
  const fieldsRef = useRef<DynamicFormField[]>([]);
  return useMemo<FieldControl>(
    () => ({
      render: (form) => <AnswersInputs form={form} mode={mode} fieldsRef={fieldsRef} />,
      toForm: (value, record) => {
        const fields = (record?.dynamicFormFields as DynamicFormField[] | undefined) ?? [];
        const answers = (value ?? {}) as Answers;
        return Object.fromEntries(fields.map((f) => [String(f.id), toInput(f, answers[String(f.id)])]));
      },
      toWire: (value) => {
        const answers = (value ?? {}) as Answers;
        return Object.fromEntries(
          fieldsRef.current.map((f) => [String(f.id), toAnswer(f, answers[String(f.id)]) ?? null]).filter(([, v]) => v !== null && v !== undefined && v !== ''),
        );
      },
    }),
    [mode],
  );
}

/** The answers as the workflow's page shows them: each field's title and its answer. */
export function AnswersView({ fields, answers }: { fields: DynamicFormField[] | undefined; answers: Answers | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!fields?.length) return <Typography.Text type="secondary">{t('workflowForm.none')}</Typography.Text>;
  const show = (f: DynamicFormField, v: unknown) => {
    if (v === null || v === undefined || v === '') return <Typography.Text type="secondary">—</Typography.Text>;
    if (typeof v === 'boolean') return t(`values.${v ? 'yes' : 'no'}`);
    if (Array.isArray(v)) return v.join(', ');
    if (f.kind === 'number') return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 }).format(Number(v));
    if (f.kind === 'date' && (f.dateType ?? 'date') === 'date') return formatDay(String(v), asLanguage(i18n.language));
    if (f.kind === 'date' && f.dateType === 'month') return formatMonth(String(v), asLanguage(i18n.language));
    if (f.kind === 'date' && f.dateType === 'datetime') return formatMoment(String(v), asLanguage(i18n.language));
    return String(v);
  };
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={fields.map((f) => ({ key: String(f.id), label: f.title, children: show(f, answers?.[String(f.id)]) }))}
    />
  );
}

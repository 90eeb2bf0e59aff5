// The commercial-agreement editor (create and edit of `trade-agreements`): one form whose second
// part follows the chosen type — its own fields and its grid (rates, hour intervals or
// milestones) — with the increment's fields by moment and kind. Before sending, the shared
// validator (contract/trade-agreements.ts) gives the API's verdicts under the fields; the API's
// field errors land there too.
import type { HttpError } from '@refinedev/core';
import { Alert, Col, Divider, Form, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { FieldMeta } from '../../../../api/src/contract/resource-meta.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { adminFieldType } from '../../fields/index.ts';
import { CollectionEditor } from '../generic/CollectionEditor.tsx';
import { FieldFormItem } from '../generic/field-input.tsx';
import { showFieldErrors } from '../generic/field-errors.ts';
import { recordWords } from '../generic/record-words.ts';
import { RecordFormPage, useRecordForm } from '../generic/RecordFormPage.tsx';
import { defaultValues, prefillFromQuery, toFormValues, toPayload, type FormValues, type Payload } from '../generic/form-values.ts';
import { forType, formPath, gridOf, incrementFields, scalarsOf, verdicts } from './agreement-form.ts';

const GENERAL = ['projectId', 'type', 'startDate', 'endDate', 'currencyId', 'description', 'observations', 'ledesExport', 'autoRenewal'];

export function AgreementEditor({ name, action }: { name: string; action: 'create' | 'edit' }) {
  const meta = useResourceMeta(name);
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const words = recordWords(t, meta);
  const recordForm = useRecordForm<Payload>({ name, action, id, words });
  const { formProps, query, onFinish, form } = recordForm;
  const createValues = useMemo(() => ({ ...defaultValues(meta), ...prefillFromQuery(meta, searchParams) }), [meta, searchParams]);
  const initialValues = action === 'create' ? createValues : toFormValues(meta, query?.data?.data);
  const type = Form.useWatch('type', form);
  const moment = Form.useWatch('incrementMoment', form);
  const kind = Form.useWatch('incrementKind', form);
  const grid = gridOf(type);

  const item = (field: string, f: FieldMeta = meta.fields[field]) => (
    <Col key={field} xs={24} md={adminFieldType(f.type).wide ? 24 : 12}>
      <FieldFormItem name={field} field={f} />
    </Col>
  );
  const section = (key: string) => (
    <Divider orientation="left" aria-label={t(`resources.${name}.sections.${key}`)}>
      {t(`resources.${name}.sections.${key}`)}
    </Divider>
  );

  const save = async (values: FormValues) => {
    // Every value of the store (hidden sections' too), then what the type does not use cleared.
    const payload = forType(toPayload(meta, { ...form.getFieldsValue(true), ...values }, action), action);
    const refused = verdicts(payload);
    if (refused.length) {
      form.setFields(refused.map((e) => ({ name: formPath(e.field), errors: [t(`errors.${e.code}`, e.params)] })));
      form.scrollToField(formPath(refused[0].field));
      return;
    }
    try {
      await onFinish(payload);
    } catch (error) {
      showFieldErrors(form, error as HttpError);
    }
  };

  const ready = action === 'create' || !!initialValues;
  const body = (
    <Form {...formProps} layout="vertical" initialValues={initialValues} onFinish={save}>
      {ready && (
        <>
          {section('general')}
          <Row gutter={16}>{GENERAL.map((field) => item(field))}</Row>
          {section('increment')}
          <Row gutter={16}>{['incrementMoment', ...incrementFields(moment, kind)].map((field) => item(field))}</Row>
          {section('timeRounding')}
          <Typography.Paragraph type="secondary">{t(`resources.${name}.editor.timeRoundingHelp`)}</Typography.Paragraph>
          <Row gutter={16}>{['timeRoundingMode', 'timeRoundingUnit'].map((field) => item(field))}</Row>
          {section('terms')}
          {type ? (
            <Typography.Paragraph type="secondary">{t(`resources.${name}.editor.typeHelp.${String(type)}`)}</Typography.Paragraph>
          ) : (
            <Alert type="info" showIcon message={t(`resources.${name}.editor.pickType`)} />
          )}
          <Row gutter={16}>{scalarsOf(type).map((field) => item(field))}</Row>
          {type && !grid && !scalarsOf(type).length && <Typography.Paragraph>{t(`resources.${name}.editor.noTerms`)}</Typography.Paragraph>}
          {grid && meta.collections?.[grid.key] && <CollectionEditor name={grid.key} collection={meta.collections[grid.key]} only={grid.fields} />}
        </>
      )}
    </Form>
  );

  const titles = { create: t(`resources.${name}.editor.createTitle`), edit: t(`resources.${name}.editor.editTitle`) };
  return (
    <RecordFormPage name={name} action={action} id={id} words={words} titles={titles} deletable={false} form={recordForm}>
      {body}
    </RecordFormPage>
  );
}

// The create and edit page of any declared resource: inputs and client-side rules from the field
// declarations, defaults and query-string prefill on create, server field errors under their
// fields, and the server's confirmable warnings (e.g. a duplicate document number) asked to the
// user and, if accepted, the same save sent again with X-Confirm.
import { useForm } from '@refinedev/antd';
import { useCreate, useUpdate, useWarnAboutChange, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, App, Col, Divider, Form, Row, type FormInstance } from 'antd';
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { CONFIRM_HEADER, isConfirmable, type AppHttpError } from '../../providers/http-error.ts';
import { mayWriteField } from '../../../../api/src/contract/field-access.ts';
import { useRefreshAfterSave, useResourceMeta, useSession } from '../../session/session-context.ts';
import { fieldInput } from './field-input.tsx';
import { adminFieldType } from '../../fields/index.ts';
import { CollectionEditor } from './CollectionEditor.tsx';
import { groupBySection, sectionLabelKey } from './sections.ts';
import { fieldRules, formLevelCodes, UNSAID } from './field-rules.ts';
import { recordWords, type Notice } from './record-words.ts';
import { showFieldErrors } from './field-errors.ts';
import { RecordFormPage } from './RecordFormPage.tsx';
import { defaultValues, prefillFromQuery, toFormValues, toPayload, type FormValues, type Payload } from './form-values.ts';
import { CustomFieldsFormSection } from './custom-fields/CustomFieldsFormSection.tsx';
import { toCustomFormValues, toCustomPayload } from './custom-fields/custom-values.ts';
import { useCustomFields } from './custom-fields/use-custom-fields.ts';
import { useDuplicateHint } from './duplicate-hint.tsx';

type Action = 'create' | 'edit';

/** A page's own control of a field (a workflow's answers to its dynamic form), in place of the type's. */
export interface FieldControl {
  /** Draws the field's inputs (Form.Items named under the field). */
  render: (form: FormInstance) => ReactNode;
  /** The stored value as the control holds it, and back (the type's conversions otherwise). */
  toForm?: (value: unknown, record: BaseRecord | undefined) => unknown;
  toWire?: (value: unknown) => unknown;
}

interface Props {
  name: string;
  action: Action;
  /** Fields drawn by the page's own control. */
  controls?: Readonly<Record<string, FieldControl>>;
  /**
   * Only these sections of an edit (a user's job-profile): their fields are shown and saved, the
   * rest of the record stays as it is; the page's title is the first section's.
   */
  sections?: readonly string[];
  /**
   * Where a save lands, instead of the record's page or the list: a time registration returns to
   * the page it was started from.
   */
  onSaved?: (record: BaseRecord) => void;
}

export default function GenericForm({ name, action, sections, controls, onSaved }: Props) {
  const meta = useResourceMeta(name);
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { setWarnWhen } = useWarnAboutChange();
  // Fields the caller may not write are shown disabled, by the rule the API enforces.
  const writer = { isSuperAdmin: useSession().principal.unrestricted };
  const afterSave = meta.routes.show ? 'show' : 'list';
  const words = recordWords(t, meta);
  // The record being edited, for notices naming it (set once it has loaded).
  const record = useRef<BaseRecord | undefined>(undefined);
  const refreshSession = useRefreshAfterSave(name);
  const formLevel = useMemo(() => formLevelCodes(Object.values(meta.fields)), [meta]);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const recordForm = useForm<BaseRecord, AppHttpError, Payload>({
    resource: name,
    action,
    id,
    redirect: onSaved ? false : afterSave,
    warnWhenUnsavedChanges: true,
    onMutationSuccess: (data) => refreshSession(data.data.id),
    successNotification: (data) => (action === 'create' ? words.created(data?.data) : words.saved(data?.data)),
    // A confirmable warning is a question, not a failure: the dialog below asks it.
    errorNotification: (error): Notice | false => {
      if (!error || isConfirmable(error)) return false;
      return action === 'create' ? words.createFailed(error) : words.saveFailed(error, record.current);
    },
  });
  const { formProps, query, onFinish, redirect, form } = recordForm;
  const duplicate = useDuplicateHint(meta, id);
  const { mutateAsync: create } = useCreate<BaseRecord, AppHttpError, Payload>();
  const { mutateAsync: update } = useUpdate<BaseRecord, AppHttpError, Payload>();

  const createValues = useMemo(() => ({ ...defaultValues(meta), ...prefillFromQuery(meta, searchParams) }), [meta, searchParams]);
  record.current = query?.data?.data;
  // The company's custom fields of this resource (none unless it opts in), after the declared ones.
  const { definitions: custom, loading: customLoading } = useCustomFields(meta);
  const storedByType = action === 'create' ? createValues : toFormValues(meta, query?.data?.data);
  const stored =
    storedByType && controls
      ? {
          ...storedByType,
          ...Object.fromEntries(
            Object.entries(controls)
              .filter(([, c]) => c.toForm)
              .map(([field, c]) => [field, c.toForm!(action === 'create' ? undefined : query?.data?.data?.[field], query?.data?.data)]),
          ),
        }
      : storedByType;
  const initialValues =
    stored && meta.customFields ? { ...stored, customFields: toCustomFormValues(custom, action === 'create' ? undefined : query?.data?.data) } : stored;

  // After the unsaved-changes guard has been lifted (as Refine defers its own redirect).
  const landAfterSave = (saved: BaseRecord) => setTimeout(() => onSaved?.(saved), 0);

  const saveConfirmed = async (payload: Payload, code: string) => {
    const confirmMeta = { headers: { [CONFIRM_HEADER]: code } };
    try {
      const saved =
        action === 'create'
          ? await create({
              resource: name,
              values: payload,
              meta: confirmMeta,
              successNotification: (data) => words.created(data?.data),
              errorNotification: (error) => words.createFailed(error!),
            })
          : await update({
              resource: name,
              id: id!,
              values: payload,
              meta: confirmMeta,
              successNotification: (data) => words.saved(data?.data),
              errorNotification: (error) => words.saveFailed(error!, record.current),
            });
      refreshSession(saved.data.id);
      if (onSaved) landAfterSave(saved.data);
      else redirect(afterSave, saved.data.id);
    } catch (error) {
      showFieldErrors(form, error as HttpError); // the notification was shown by the mutation
      setWarnWhen(true);
    }
  };

  const save = async (values: FormValues) => {
    setFormMessage(null);
    const payload = toPayload(meta, values, action);
    for (const [field, c] of Object.entries(controls ?? {})) if (c.toWire && field in values) payload[field] = c.toWire(values[field]);
    if (meta.customFields && !sections) payload.customFields = toCustomPayload(custom, values, action);
    try {
      const saved = await onFinish(payload);
      if (onSaved && saved?.data) landAfterSave(saved.data);
    } catch (error) {
      if (!isConfirmable(error)) return; // notified and marked under the fields by useForm
      modal.confirm({
        title: t('form.confirmTitle'),
        content: error.message,
        okText: t('form.confirmOk'),
        cancelText: t('buttons.cancel'),
        onOk: () => saveConfirmed(payload, error.code),
        onCancel: () => setWarnWhen(true), // still unsaved
      });
    }
  };

  const fields = Object.entries(meta.fields)
    .filter(([, f]) => !f.hidden && (action === 'edit' || !f.readOnly))
    .filter(([, f]) => !sections || (f.section !== undefined && sections.includes(f.section)));
  // On edit, inputs appear with the record: typing into a form the record then resets is lost work.
  const ready = (action === 'create' || !!initialValues) && !customLoading;
  // `#section-<name>` opens the form at that section (config-system: the company's system variables).
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#section-')) return undefined;
    // The section appears once the page has drawn its form (Refine's Edit waits for the record).
    let tries = 0;
    const timer = setInterval(() => {
      const section = document.getElementById(hash.slice(1));
      if (!section && (tries += 1) < 50) return;
      clearInterval(timer);
      section?.scrollIntoView({ block: 'start' });
    }, 100);
    return () => clearInterval(timer);
  }, [ready, hash]);
  const body = (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      onFinish={save}
      // A sentence the specification gives for the whole form is said once, above it.
      onFinishFailed={({ errorFields }) => {
        const unsaid = errorFields.find((e) => e.errors.includes(UNSAID));
        const code = unsaid ? meta.fields[String(unsaid.name[0])]?.requiredCode : undefined;
        setFormMessage(code ? t(`errors.${code}`) : null);
      }}
    >
      {formMessage && <Alert type="error" showIcon message={formMessage} role="alert" style={{ marginBottom: 16 }} data-testid="form-message" />}
      {ready &&
        groupBySection(fields).map(({ section, fields: inSection }) => (
          <Fragment key={section}>
            {section && <SectionDivider id={`section-${section}`} title={t(sectionLabelKey(name, section))} />}
            <Row gutter={16}>
              {inSection.map(([field, f]) =>
                controls?.[field] ? (
                  <Col key={field} xs={24}>
                    {controls[field].render(form)}
                  </Col>
                ) : (
                  <Col
                    key={field}
                    xs={24}
                    md={adminFieldType(f.type).wide ? 24 : 12}
                    onBlur={field === duplicate.field ? () => void duplicate.check(form.getFieldValue(field)) : undefined}
                  >
                    <Form.Item
                      name={field}
                      label={t(f.labelKey)}
                      rules={fieldRules(f, (key, params) => t(key, params), formLevel)}
                      valuePropName={adminFieldType(f.type).valuePropName ?? 'value'}
                      // Why a control is disabled, when the rule is who may write it.
                      extra={
                        f.writableBy && !mayWriteField(f, writer)
                          ? t(`form.writableBy.${f.writableBy}`)
                          : field === duplicate.field
                            ? duplicate.hint
                            : undefined
                      }
                    >
                      {fieldInput(f, (key) => t(key), !mayWriteField(f, writer))}
                    </Form.Item>
                  </Col>
                ),
              )}
            </Row>
          </Fragment>
        ))}
      {ready && !sections && <CustomFieldsFormSection definitions={custom} />}
      {ready &&
        !sections &&
        Object.entries(meta.collections ?? {}).map(([key, c]) => (
          <div key={key} id={`section-${key}`}>
            <CollectionEditor name={key} collection={c} />
          </div>
        ))}
    </Form>
  );

  // A section's page is titled by the section and the record.
  const titles = {
    create: words.createTitle,
    edit: sections ? `${t(sectionLabelKey(name, sections[0]))}: ${String(query?.data?.data?.[meta.titleField] ?? '')}` : words.editTitle,
  };
  return (
    <RecordFormPage name={name} action={action} id={id} words={words} titles={titles} form={recordForm}>
      {body}
    </RecordFormPage>
  );
}

/** A section's title line, named for assistive technology (a separator's text is not its name). */
function SectionDivider({ id, title }: { id: string; title: string }) {
  return (
    <div id={id}>
      <Divider orientation="left" aria-label={title}>
        {title}
      </Divider>
    </div>
  );
}

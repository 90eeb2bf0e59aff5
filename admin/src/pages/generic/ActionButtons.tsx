// The declared actions of a resource (activate, deactivate, shut down, ...) as buttons: on a row
// only the moves it may take now (the row's `actions`, from the transition table), and on the list's
// selected rows the bulk form. One with a verification (or dangerous) asks first with its answer
// (what follows, the API's question); each runs with X-Confirm and an Idempotency-Key and tells how it went.
import { useApiUrl, useDataProvider, useGo, useInvalidate, useNotification, type BaseRecord } from '@refinedev/core';
import { App, Button, Form, Space, Typography, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionMeta, FieldMeta, ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import { CONFIRM_HEADER } from '../../providers/http-error.ts';
import { useSession } from '../../session/session-context.ts';
import { allowedWhileViewing } from '../../session/view-as.ts';
import { newIdempotencyKey } from '../../session/idempotent-send.ts';
import { useHandler } from '../../providers/use-handler.ts';
import { commandWords, type Verification } from './command-words.ts';
import { FieldFormItem } from './field-input.tsx';

/** The names of the actions a row may take now, as the API told it. */
const legalOf = (row: BaseRecord): readonly string[] => (Array.isArray(row.actions) ? (row.actions as string[]) : []);

function useRunAction(meta: ResourceMeta) {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const go = useGo();
  const { open } = useNotification();
  const { modal } = App.useApp();
  const words = commandWords(t, meta);

  return async (action: ActionMeta, rows: readonly BaseRecord[], onDone?: () => void) => {
    const asked = Object.entries(action.payload ?? {});
    const api = dataProvider();
    const one = rows.length === 1;
    const ids = rows.map((row) => String(row.id));
    const url = one ? `${apiUrl}/${meta.name}/${ids[0]}/${action.name}` : `${apiUrl}/${meta.name}/actions/${action.name}`;
    let verification: Verification = { action: action.name, affected: {}, confirm: null, confirmParams: {} };
    try {
      if (action.verify) {
        verification = (one
          ? await api.custom!({ url: `${url}/preview`, method: 'get' })
          : await api.custom!({ url: `${url}/preview`, method: 'post', payload: { ids } })
        ).data as unknown as Verification;
      }
    } catch (error) {
      // The verification refuses as the action would (e.g. the client of the project is inactive).
      open?.({ ...words.failed(action.name, error as AppHttpError, rows), key: `${meta.name}-${action.name}` });
      return;
    }
    const runIt = async (values: Record<string, unknown> = {}) => {
      const headers: Record<string, string> = {
        'Idempotency-Key': newIdempotencyKey(),
        ...(verification.confirm ? { [CONFIRM_HEADER]: verification.confirm } : {}),
      };
      try {
        const { data } = await api.custom!({ url, method: 'post', payload: one ? values : { ids, ...values }, headers });
        open?.({ ...words.done(action.name, rows), key: `${meta.name}-${action.name}` });
        await invalidate({ resource: meta.name, invalidates: ['list', 'many', 'detail'], id: one ? ids[0] : undefined });
        if (action.opens && one) go({ to: { resource: meta.name, action: action.opens, id: String((data as BaseRecord).id) } });
        onDone?.();
      } catch (error) {
        open?.({ ...words.failed(action.name, error as AppHttpError, rows), key: `${meta.name}-${action.name}` });
      }
    };
    // An action with nothing to verify and no danger (a role's duplicate) runs at once.
    if (!action.verify && !action.danger && !asked.length) {
      await runIt();
      return;
    }
    const holder: FormHolder = {};
    modal.confirm({
      title: words.question(action.name, rows),
      content: (
        <Space direction="vertical" size={4} data-testid="action-consequences" style={{ width: '100%' }}>
          {words.consequences(verification).map((line) => (
            <Typography.Text key={line}>{line}</Typography.Text>
          ))}
          {asked.length > 0 && <PayloadForm fields={asked} holder={holder} />}
        </Space>
      ),
      okText: words.label(action.name),
      okButtonProps: { danger: !!action.danger },
      cancelText: t('buttons.cancel'),
      onOk: async () => runIt(holder.form ? ((await holder.form.validateFields()) as Record<string, unknown>) : {}),
    });
  };
}

interface FormHolder {
  form?: FormInstance;
}

/** The action's own fields (a return's reason, a reassignment's responsible), asked in its dialog. */
function PayloadForm({ fields, holder }: { fields: [string, FieldMeta][]; holder: FormHolder }) {
  const [form] = Form.useForm();
  holder.form = form;
  return (
    <Form form={form} layout="vertical" data-testid="action-payload">
      {fields.map(([name, f]) => (
        <FieldFormItem key={name} name={name} field={f} />
      ))}
    </Form>
  );
}

/** Whether the caller may act at all now (not while viewing another user's panel). */
function useMayAct(): boolean {
  return allowedWhileViewing(!!useSession().me.viewAs, 'edit');
}

/**
 * What a row's action buttons share, made once per table (or show page) rather than per row: the
 * runner with its Refine hooks, the words and whether the caller may act now.
 */
export interface RecordActions {
  meta: ResourceMeta;
  run: ReturnType<typeof useRunAction>;
  words: ReturnType<typeof commandWords>;
  mayAct: boolean;
}

export function useRecordActions(meta: ResourceMeta): RecordActions {
  // A button only calls it when clicked: one that keeps its identity lets a table keep its columns.
  const stableRun = useHandler(useRunAction(meta));
  const { t } = useTranslation();
  const words = useMemo(() => commandWords(t, meta), [t, meta]);
  const mayAct = useMayAct();
  return useMemo(() => ({ meta, run: stableRun, words, mayAct }), [meta, stableRun, words, mayAct]);
}

/** A row's legal actions (list rows and the show page's header). */
export function RecordActionButtons({ actions: shared, record, size }: { actions: RecordActions; record: BaseRecord; size?: 'small' }) {
  const { meta, run, words, mayAct } = shared;
  // The action being asked or run: its button waits, so a double click does not act twice.
  const [busy, setBusy] = useState<string | null>(null);
  const legal = legalOf(record);
  const actions = (meta.actions ?? []).filter((a) => legal.includes(a.name));
  if (!mayAct || !actions.length) return null;
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.name}
          size={size}
          danger={!!action.danger}
          data-action={action.name}
          loading={busy === action.name}
          onClick={() => {
            setBusy(action.name);
            void run(action, [record]).finally(() => setBusy(null));
          }}
        >
          {words.label(action.name)}
        </Button>
      ))}
    </>
  );
}

/**
 * The bulk actions over the list's selected rows: each is offered while every selected row may
 * take it (the API applies it to all or none).
 */
export function BulkActionButtons({ meta, rows, onDone }: { meta: ResourceMeta; rows: readonly BaseRecord[]; onDone: () => void }) {
  const { t } = useTranslation();
  const run = useRunAction(meta);
  const words = commandWords(t, meta);
  const mayAct = useMayAct();
  const bulk = (meta.actions ?? []).filter((a) => a.bulk);
  if (!mayAct || !bulk.length || !rows.length) return null;
  return (
    <Space wrap size="small" data-testid="bulk-actions" style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('commands.selected', { count: rows.length })}</Typography.Text>
      {bulk
        .filter((a) => rows.every((row) => legalOf(row).includes(a.name)))
        .map((action) => (
          <Button key={action.name} danger={!!action.danger} data-action={action.name} onClick={() => run(action, rows, onDone)}>
            {words.label(action.name)}
          </Button>
        ))}
    </Space>
  );
}

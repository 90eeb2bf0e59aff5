// Pre-invoices from the checked blocks: one for all (same client, agreement type and billing
// currency) or one per project, in the charge unit chosen (the API refuses a mismatch, saying which).
// The dialog says what creating them will do before its button does it.
import type { BaseRecord } from '@refinedev/core';
import { Alert, App, Button, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiCommand } from '../../providers/use-api-command.ts';
import { RefSelect } from '../generic/RefSelect.tsx';

export function CreatePreinvoice({ rows, onDone }: { rows: BaseRecord[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { send, busy } = useApiCommand();
  const [form] = Form.useForm<{ currencyId: string; separate: boolean }>();
  const separate = Form.useWatch('separate', form) === true;
  if (!rows.length) return null;
  const preinvoices = separate ? new Set(rows.map((r) => String(r.projectId))).size : 1;

  const submit = async (values: { currencyId: string; separate: boolean }) => {
    const made = await send<{ ids: string[] }>('/preinvoices/from-blocks', { blockIds: rows.map((r) => r.id), ...values });
    if (!made) return;
    message.success(t('settlement.create.created', { count: made.ids.length }));
    setOpen(false);
    onDone();
    navigate(made.ids.length === 1 ? `/settlement-billing/preinvoice/${made.ids[0]}` : '/settlement-billing/preinvoice');
  };

  return (
    <>
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setOpen(true)} data-testid="create-preinvoice">
        {t('settlement.create.pick')}
      </Button>
      <Modal
        open={open}
        title={t('settlement.create.title')}
        okText={t('settlement.create.title')}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ separate: false }} onFinish={(v) => void submit(v)}>
          <Form.Item
            name="currencyId"
            label={t('settlement.create.chargeUnit')}
            rules={[{ required: true, message: t('errors.PREINVOICE_CHARGE_UNIT_REQUIRED') }]}
          >
            <RefSelect resource="currencies" where={{ type: 1 }} aria-label={t('settlement.create.chargeUnit')} />
          </Form.Item>
          <Form.Item name="separate" label={t('settlement.create.mode')}>
            <Radio.Group
              options={[
                { value: false, label: t('settlement.create.one') },
                { value: true, label: t('settlement.create.separate') },
              ]}
            />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            data-testid="create-preinvoice-outcome"
            message={t('settlement.create.outcome', { count: preinvoices, blocks: t('settlement.create.blocks', { count: rows.length }) })}
          />
        </Form>
      </Modal>
    </>
  );
}

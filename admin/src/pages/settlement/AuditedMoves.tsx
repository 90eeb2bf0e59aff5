// 'Servicios revisados': the modals of the moves on audited work (decision 224). Change of project
// and migration choose a target among the active projects of the same client (with the agreement in
// force each would take); reassignment chooses a member able to perform every checked activity.
import { Alert, App, Form, Input, Modal, Select, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiRead } from '../../providers/use-api-read.ts';
import { useApiCommand } from '../../providers/use-api-command.ts';

interface Target {
  id: string;
  name: string;
  tradeAgreementId: string | null;
  agreementDescription: string | null;
}

export type MoveMode = 'change' | 'migrate';

/** The move of the checked activities (or, migrating with none checked, all of the month and year shown) to another project. */
export function MoveModal({
  mode,
  projectId,
  activityIds,
  count,
  filters,
  onClose,
  onDone,
}: {
  mode: MoveMode;
  projectId: string;
  activityIds: string[];
  count: number;
  filters: { year?: number | null; month?: number | null };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reading = useApiRead<Target[]>('/settlement/move-targets', { query: { projectId } });
  const targets = reading.data ?? [];
  const { send, busy } = useApiCommand();
  const [form] = Form.useForm<{ toProjectId: string; reason?: string }>();

  const submit = async (values: { toProjectId: string; reason?: string }) => {
    if (mode === 'change') {
      const done = await send<{ moved: number }>('/settlement/change-project', { activityIds, projectId: values.toProjectId });
      if (!done) return;
      message.success(t('settlement.moves.changed', { count: done.moved }));
    } else {
      const scope = activityIds.length
        ? { activityIds }
        : { ...(filters.year ? { year: filters.year } : {}), ...(filters.month ? { month: filters.month } : {}) };
      const done = await send<{ moved: number }>('/settlement/migrate-activities', {
        fromProjectId: projectId,
        toProjectId: values.toProjectId,
        reason: values.reason ?? '',
        ...scope,
      });
      if (!done) return;
      message.success(t('settlement.moves.migrated', { count: done.moved }));
    }
    onDone();
  };

  const title = t(mode === 'change' ? 'settlement.moves.changeTitle' : 'settlement.moves.migrateTitle');
  return (
    <Modal
      open
      title={title}
      okText={title}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'move-confirm' } as ButtonProps}
    >
      <Typography.Paragraph>{t(mode === 'change' ? 'settlement.moves.changeHelp' : 'settlement.moves.migrateHelp', { count })}</Typography.Paragraph>
      {reading.error && <Alert type="error" showIcon message={reading.error.message} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="toProjectId" label={t('settlement.moves.target')} rules={[{ required: true, message: t('settlement.moves.targetRequired') }]}>
          <Select
            aria-label={t('settlement.moves.target')}
            data-testid="move-target"
            showSearch
            optionFilterProp="label"
            options={targets
              .filter((p) => mode === 'change' || p.id !== projectId)
              .map((p) => ({ value: p.id, label: p.name, disabled: !p.tradeAgreementId, title: p.agreementDescription ?? t('settlement.moves.noAgreement') }))}
            optionRender={(o) => {
              const p = targets.find((x) => x.id === o.value);
              return (
                <div style={{ whiteSpace: 'normal' }}>
                  <div>{p?.name}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p?.agreementDescription ?? t('settlement.moves.noAgreement')}
                  </Typography.Text>
                </div>
              );
            }}
          />
        </Form.Item>
        {mode === 'migrate' && (
          <Form.Item name="reason" label={t('settlement.moves.reason')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        )}
      </Form>
      {mode === 'change' && <Alert type="info" showIcon message={t('settlement.moves.agreementNote')} />}
    </Modal>
  );
}

interface Candidate {
  id: string;
  name: string;
}

/** A new responsible for the checked activities: active members of every one of their practices. */
export function ReassignModal({
  activityIds,
  practiceIds,
  onClose,
  onDone,
}: {
  activityIds: string[];
  practiceIds: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Members of every practice of the checked work (the practices sorted: the same set reads once).
  const reading = useApiRead<Candidate[]>('/settlement/responsible-candidates', { query: { practiceId: [...new Set(practiceIds)].sort() } });
  const candidates = reading.data ?? [];
  const { send, busy } = useApiCommand();
  const [form] = Form.useForm<{ responsibleUserId: string }>();

  const submit = async (values: { responsibleUserId: string }) => {
    const done = await send<{ reassigned: number }>('/settlement/reassign', { activityIds, responsibleUserId: values.responsibleUserId });
    if (!done) return;
    message.success(t('settlement.moves.reassigned', { count: done.reassigned }));
    onDone();
  };

  return (
    <Modal
      open
      title={t('settlement.moves.reassignTitle')}
      okText={t('settlement.moves.reassign')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('settlement.moves.reassignHelp', { count: activityIds.length })}</Typography.Paragraph>
      {reading.error && <Alert type="error" showIcon message={reading.error.message} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="responsibleUserId"
          label={t('settlement.moves.responsible')}
          rules={[{ required: true, message: t('settlement.moves.responsibleRequired') }]}
        >
          <Select
            aria-label={t('settlement.moves.responsible')}
            showSearch
            optionFilterProp="label"
            options={candidates.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

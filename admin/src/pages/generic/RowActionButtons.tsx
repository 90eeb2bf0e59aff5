// The declared row actions of a resource (e.g. a role's "Duplicar"): each posts to
// /api/<resource>/{id}/<action> and opens the row it answers. Shown to those who may write.
import { CopyOutlined } from '@ant-design/icons';
import { useApiUrl, useCustomMutation, useGo, useInvalidate, type BaseRecord } from '@refinedev/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceMeta, RowAction } from '../../../../api/src/contract/resource-meta.ts';
import type { AppHttpError } from '../../providers/http-error.ts';
import { useAllowed } from '../../session/use-allowed.ts';

function RowActionButton({ meta, id, action }: { meta: ResourceMeta; id: string; action: RowAction }) {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const go = useGo();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<BaseRecord, AppHttpError>();

  const run = () => mutate({
    url: `${apiUrl}/${meta.name}/${id}/${action.name}`,
    method: 'post',
    values: {},
    successNotification: () => ({ type: 'success', message: t(`actions.${action.name}Done`) }),
    errorNotification: (error) => ({ type: 'error', message: error?.message ?? t(`actions.${action.name}`) }),
  }, {
    onSuccess: async ({ data }) => {
      await invalidate({ resource: meta.name, invalidates: ['list', 'many'] });
      go({ to: { resource: meta.name, action: action.opens, id: String(data.id) } });
    },
  });

  return (
    <Button icon={action.name === 'duplicate' ? <CopyOutlined /> : undefined} loading={mutation.isPending} onClick={run}>
      {t(`actions.${action.name}`)}
    </Button>
  );
}

export function RowActionButtons({ meta, id }: { meta: ResourceMeta; id: string }) {
  const allowed = useAllowed(meta.name, 'create');
  if (!allowed) return null;
  return <>{(meta.rowActions ?? []).map((action) => <RowActionButton key={action.name} meta={meta} id={id} action={action} />)}</>;
}

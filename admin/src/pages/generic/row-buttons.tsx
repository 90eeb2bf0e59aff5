// A table row's Ver, Editar and Eliminar, made as Refine's ShowButton, EditButton and DeleteButton
// make them (a link around a button with its icon; Eliminar asks in a popconfirm, deletes through
// the data provider and tells how it went) but with their hooks run once per table: each of
// Refine's buttons ran its own access check, navigation and mutation hooks, 60 sets of them on a
// page of 20 rows, a fifth of the browser's time on a move to the clients' list. Who may use each
// is the access-control provider's answer, asked once per table. The links are the router's own,
// to the resource's declared path: Refine's Link resolved every link through its routing hooks,
// 40 times on a page. The function keeps its identity while what it draws stays the same, so the
// table is not drawn again when the page draws itself again (decision 302).
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useCan, useDelete, useMutationMode, type BaseRecord } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { deleteButtonProps, type Translate, type Words } from './record-words.ts';

/** A row's Ver or Editar: a link around a small button, with the classes and test ids of Refine's buttons. */
function RowLink({ to, name, icon, label }: { to: string; name: 'show' | 'edit'; icon: ReactNode; label: string }) {
  return (
    <Link to={to}>
      <Button size="small" icon={icon} data-testid={`refine-${name}-button`} className={`refine-${name}-button`}>
        {label}
      </Button>
    </Link>
  );
}

/**
 * The row buttons of a table of `meta`'s rows that open `opens`' pages (a work panel grid's rows
 * are activities): a function giving one row's buttons.
 */
export function useRowButtons(meta: ResourceMeta, opens: ResourceMeta, t: Translate, words: Words): (record: BaseRecord) => ReactNode {
  const { mutationMode } = useMutationMode();
  const {
    mutation: { mutate, isPending, variables },
  } = useDelete();
  // Shown once the access-control provider allows them, as Refine's buttons are (hideIfUnauthorized).
  const showPath = useCan({ resource: opens.name, action: 'show' }).data?.can === true ? opens.routes.show : undefined;
  const editPath = useCan({ resource: meta.name, action: 'edit' }).data?.can === true ? meta.routes.edit : undefined;
  const deletable = useCan({ resource: meta.name, action: 'delete' }).data?.can === true && meta.operations.includes('delete');
  const deleting = isPending ? variables?.id : undefined;
  // Refine's buttons' words (its i18n provider reads the same keys), said once per table.
  const labels = useMemo(() => ({ show: t('buttons.show'), edit: t('buttons.edit'), delete: t('buttons.delete') }), [t]);

  return useCallback(
    (record: BaseRecord) => {
      const id = String(record.id);
      const removal = deleteButtonProps(t, words, record);
      return (
        <>
          {showPath && <RowLink to={generatePath(showPath, { id })} name="show" icon={<EyeOutlined />} label={labels.show} />}
          {editPath && <RowLink to={generatePath(editPath, { id })} name="edit" icon={<EditOutlined />} label={labels.edit} />}
          {deletable && (
            <Popconfirm
              okText={removal.confirmOkText}
              cancelText={removal.confirmCancelText}
              okType="danger"
              title={removal.confirmTitle}
              okButtonProps={{ disabled: deleting !== undefined }}
              onConfirm={() =>
                mutate({
                  id,
                  resource: meta.name,
                  mutationMode,
                  successNotification: removal.successNotification,
                  errorNotification: removal.errorNotification,
                })
              }
            >
              <Button
                size="small"
                danger
                loading={deleting === id}
                icon={<DeleteOutlined />}
                data-testid="refine-delete-button"
                className="refine-delete-button"
              >
                {labels.delete}
              </Button>
            </Popconfirm>
          )}
        </>
      );
    },
    [showPath, editPath, deletable, deleting, labels, t, words, meta.name, mutate, mutationMode],
  );
}

// A table row's Ver, Editar and Eliminar, made as Refine's ShowButton, EditButton and DeleteButton
// make them (a link around a button with its icon; Eliminar asks in a popconfirm, deletes through
// the data provider and tells how it went) but with their hooks run once per table: each of
// Refine's buttons ran its own access check, navigation and mutation hooks, 60 sets of them on a
// page of 20 rows, a fifth of the browser's time on a move to the clients' list. Who may use each
// is the access-control provider's answer, asked once per table.
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useCan, useDelete, useLink, useMutationMode, useNavigation, useTranslate, type BaseRecord } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { deleteButtonProps, type Translate, type Words } from './record-words.ts';

/**
 * The row buttons of a table of `meta`'s rows that open `opens`' pages (a work panel grid's rows
 * are activities): a function giving one row's buttons.
 */
export function useRowButtons(meta: ResourceMeta, opens: ResourceMeta, t: Translate, words: Words): (record: BaseRecord) => ReactNode {
  const translate = useTranslate();
  const Link = useLink();
  const { showUrl, editUrl } = useNavigation();
  const { mutationMode } = useMutationMode();
  const {
    mutation: { mutate, isPending, variables },
  } = useDelete();
  // Shown once the access-control provider allows them, as Refine's buttons are (hideIfUnauthorized).
  const showable = useCan({ resource: opens.name, action: 'show' }).data?.can === true && !!opens.routes.show;
  const editable = useCan({ resource: meta.name, action: 'edit' }).data?.can === true && !!meta.routes.edit;
  const deletable = useCan({ resource: meta.name, action: 'delete' }).data?.can === true && meta.operations.includes('delete');

  return (record) => {
    const id = record.id!;
    const removal = deleteButtonProps(t, words, record);
    return (
      <>
        {showable && (
          <Link to={showUrl(opens.name, id)}>
            <Button size="small" icon={<EyeOutlined />} data-testid="refine-show-button" className="refine-show-button">
              {translate('buttons.show', 'Show')}
            </Button>
          </Link>
        )}
        {editable && (
          <Link to={editUrl(meta.name, id)}>
            <Button size="small" icon={<EditOutlined />} data-testid="refine-edit-button" className="refine-edit-button">
              {translate('buttons.edit', 'Edit')}
            </Button>
          </Link>
        )}
        {deletable && (
          <Popconfirm
            okText={removal.confirmOkText}
            cancelText={removal.confirmCancelText}
            okType="danger"
            title={removal.confirmTitle}
            okButtonProps={{ disabled: isPending }}
            onConfirm={() =>
              mutate({ id, resource: meta.name, mutationMode, successNotification: removal.successNotification, errorNotification: removal.errorNotification })
            }
          >
            <Button
              size="small"
              danger
              loading={isPending && variables?.id === id}
              icon={<DeleteOutlined />}
              data-testid="refine-delete-button"
              className="refine-delete-button"
            >
              {translate('buttons.delete', 'Delete')}
            </Button>
          </Popconfirm>
        )}
      </>
    );
  };
}

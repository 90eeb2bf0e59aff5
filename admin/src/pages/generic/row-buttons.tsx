// A table row's Ver, Editar and Eliminar, as Refine's ShowButton, EditButton and DeleteButton show
// them (Ver and Editar go to the record's pages; Eliminar asks in a popconfirm, deletes through the
// data provider and tells how it went) but with their hooks run once per table: each of Refine's
// buttons ran its own access check, navigation and mutation hooks, 60 sets of them on a page of 20
// rows. Who may use each is the access-control provider's answer, asked once per table. Ver and
// Editar are the router's own links, to the resource's declared path, drawn as small buttons; the
// popconfirm is made when Eliminar is pressed (decision 303). The function keeps its identity while
// what it draws stays the same, so the table is not drawn again when the page draws itself again
// (decision 302).
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useCan, useDelete, useMutationMode, type BaseRecord } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import type { ResourceMeta } from '../../../../api/src/contract/resource-meta.ts';
import { deleteButtonProps, type Translate, type Words } from './record-words.ts';

/**
 * A row's Ver or Editar: a link (it goes to a page) drawn as a small button (shell/layout.css), with
 * the classes and test ids of Refine's buttons. It was an Ant Design button inside a link: not
 * allowed in HTML (two tab stops for one move), and a button's work on every row.
 */
function RowLink({ to, name, icon, label }: { to: string; name: 'show' | 'edit'; icon: ReactNode; label: string }) {
  return (
    <Link to={to} className={`row-link refine-${name}-button`} data-testid={`refine-${name}-button`}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}

/**
 * A row's Eliminar: the button alone until it is pressed, then inside its popconfirm, which stays
 * until its closing has played. A popconfirm on every row (a trigger and a tooltip, 20 a page) cost
 * about 40 ms of a move to the clients' list, for one that a person opens now and then.
 */
function RowDelete({ label, removal, deleting, busy, onConfirm }: RowDeleteProps) {
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed');
  const button = (
    <Button
      size="small"
      danger
      loading={deleting}
      icon={<DeleteOutlined />}
      data-testid="refine-delete-button"
      className="refine-delete-button"
      // The button is drawn anew inside the popconfirm: it keeps the focus the press gave it.
      autoFocus={state !== 'closed'}
      onClick={state === 'closed' ? () => setState('open') : undefined}
    >
      {label}
    </Button>
  );
  if (state === 'closed') return button;
  return (
    <Popconfirm
      open={state === 'open'}
      onOpenChange={(open) => setState(open ? 'open' : 'closing')}
      afterOpenChange={(open) => {
        if (!open) setState('closed');
      }}
      okText={removal.confirmOkText}
      cancelText={removal.confirmCancelText}
      okType="danger"
      title={removal.confirmTitle}
      okButtonProps={{ disabled: busy }}
      onConfirm={onConfirm}
    >
      {button}
    </Popconfirm>
  );
}

interface RowDeleteProps {
  label: string;
  removal: ReturnType<typeof deleteButtonProps>;
  /** This row is being deleted. */
  deleting: boolean;
  /** A row of the table is being deleted: no other deletion starts meanwhile. */
  busy: boolean;
  onConfirm: () => void;
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
            <RowDelete
              label={labels.delete}
              removal={removal}
              deleting={deleting === id}
              busy={deleting !== undefined}
              onConfirm={() =>
                mutate({
                  id,
                  resource: meta.name,
                  mutationMode,
                  successNotification: removal.successNotification,
                  errorNotification: removal.errorNotification,
                })
              }
            />
          )}
        </>
      );
    },
    [showPath, editPath, deletable, deleting, labels, t, words, meta.name, mutate, mutationMode],
  );
}

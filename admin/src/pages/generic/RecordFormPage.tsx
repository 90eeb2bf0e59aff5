// What the hand-made record forms (a dynamic form's designer, a flow type's editor, a trade
// agreement's editor) share with the generic one: Refine's form of the record, whose notices name
// it and which opens it once saved, and the create or edit page it is shown in.
import { Create, Edit, useForm } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppHttpError } from '../../providers/http-error.ts';
import { deleteButtonProps, type Notice, type Words } from './record-words.ts';

/** Refine's form of a record (through the data provider), its notices naming the record; saved, it opens the record's page. */
export function useRecordForm<Values extends object = Record<string, unknown>>({
  name,
  action,
  id,
  words,
}: {
  name: string;
  action: 'create' | 'edit';
  id?: string;
  words: Words;
}) {
  const form = useForm<BaseRecord, AppHttpError, Values>({
    resource: name,
    action,
    id,
    redirect: 'show',
    warnWhenUnsavedChanges: true,
    successNotification: (data) => (action === 'create' ? words.created(data?.data) : words.saved(data?.data)),
    errorNotification: (error): Notice | false =>
      error ? (action === 'create' ? words.createFailed(error) : words.saveFailed(error, form.query?.data?.data)) : false,
  });
  return form;
}

/**
 * The page of a record's form: Refine's create page, or its edit page whose delete button names
 * the record (`deletable` false: none). Titled as `words` say unless `titles` says otherwise.
 */
export function RecordFormPage({
  name,
  action,
  id,
  words,
  form: { saveButtonProps, formLoading, query },
  titles = { create: words.createTitle, edit: words.editTitle },
  deletable = true,
  children,
}: {
  name: string;
  action: 'create' | 'edit';
  id?: string;
  words: Words;
  /** Refine's form of the record (useRecordForm's or useForm's). */
  form: { saveButtonProps: ComponentProps<typeof Create>['saveButtonProps']; formLoading: boolean; query?: { data?: { data?: BaseRecord } } };
  titles?: { create: string; edit: string };
  deletable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return action === 'create' ? (
    <Create resource={name} title={titles.create} saveButtonProps={saveButtonProps} isLoading={formLoading}>
      {children}
    </Create>
  ) : (
    <Edit
      resource={name}
      recordItemId={id}
      title={titles.edit}
      saveButtonProps={saveButtonProps}
      isLoading={formLoading}
      {...(deletable ? { deleteButtonProps: deleteButtonProps(t, words, query?.data?.data) } : { canDelete: false })}
    >
      {children}
    </Edit>
  );
}

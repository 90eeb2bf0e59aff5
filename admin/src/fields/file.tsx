// An uploaded file: chosen in the form, checked by the contract (type, size) before it is sent to
// POST /api/uploads, stored in the field as the descriptor the API answers; read as a download link.
import { App, Button, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TYPES, checkFieldValue, type FileDescriptor } from '../../../api/src/contract/field-checks.ts';
import type { FieldMeta } from '../../../api/src/contract/resource-meta.ts';
import type { AdminFieldType } from './field-type.ts';
import { useBusyTask } from '../providers/use-busy-task.ts';

const isFile = (v: unknown): v is FileDescriptor => typeof v === 'object' && v !== null && 'id' in v && 'name' in v && 'size' in v;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function FileLink({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (!isFile(value)) return <>{String(value)}</>;
  return (
    <Space size={4}>
      <Typography.Link href={`/api/uploads/${value.id}`} aria-label={t('fileField.download', { name: value.name })}>
        {value.name}
      </Typography.Link>
      <Typography.Text type="secondary">({sizeText(value.size)})</Typography.Text>
    </Space>
  );
}

/** Injected by Form.Item: the stored descriptor and onChange with the new one (or null to remove it). */
function FileInput({
  field,
  id,
  value,
  onChange,
  disabled,
}: {
  field: FieldMeta;
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const { run, busy } = useBusyTask();
  const accept = (field.accept ?? Object.keys(ATTACHMENT_TYPES)).join(',');

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file can be chosen again
    if (!file) return;
    // The same check the API makes, before the bytes travel.
    const verdict = checkFieldValue(field, { id: '00000000-0000-4000-8000-000000000000', name: file.name, size: file.size, contentType: file.type });
    if (!verdict.ok) {
      message.error(t(`errors.${verdict.failure.code}`, verdict.failure.params));
      return;
    }
    // Loaded on first use: the request helper brings the i18n setup, which lists and tests do without.
    const uploaded = await run(async () => (await import('../session/api-client.ts')).postUpload(file));
    if (uploaded) onChange?.(uploaded);
  };

  return (
    <Space wrap>
      {isFile(value) && <FileLink value={value} />}
      <input ref={input} id={id} type="file" accept={accept} hidden onChange={(e) => void choose(e.target.files?.[0])} />
      <Button size="small" loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
        {t(isFile(value) ? 'fileField.replace' : 'fileField.upload')}
      </Button>
      {isFile(value) && (
        <Button size="small" disabled={disabled || busy} onClick={() => onChange?.(null)}>
          {t('fileField.remove')}
        </Button>
      )}
    </Space>
  );
}

export const file: AdminFieldType = {
  input: (field, { disabled }) => <FileInput field={field} disabled={disabled} />,
  Value: ({ value }) => <FileLink value={value} />,
  sortable: false,
};

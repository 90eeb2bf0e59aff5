// An uploaded file's descriptor: shown by name and size. The form keeps the stored file or lets the
// user remove it; choosing a new file needs the upload route, which does not exist yet (decision 66).
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileDescriptor } from '../../../api/src/contract/field-checks.ts';
import type { AdminFieldType } from './field-type.ts';

const isFile = (v: unknown): v is FileDescriptor => typeof v === 'object' && v !== null && 'name' in v && 'size' in v;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function FileName({ value }: { value: unknown }) {
  if (!isFile(value)) return <>{String(value)}</>;
  return <>{value.name} <Typography.Text type="secondary">({sizeText(value.size)})</Typography.Text></>;
}

/** Injected by Form.Item: the stored descriptor and a way to clear it. */
function FileInput({ value, onChange, disabled }: { value?: unknown; onChange?: (v: unknown) => void; disabled: boolean }) {
  const { t } = useTranslation();
  if (!value) return <Typography.Text type="secondary">{t('values.empty')}</Typography.Text>;
  return (
    <Space>
      <FileName value={value} />
      <Button size="small" disabled={disabled} onClick={() => onChange?.(null)}>{t('buttons.clear')}</Button>
    </Space>
  );
}

export const file: AdminFieldType = {
  input: (_f, { disabled }) => <FileInput disabled={disabled} />,
  Value: ({ value }) => <FileName value={value} />,
  sortable: false,
};

// An appointment's attachments: files chosen one or several at a time, each checked as the API
// checks it (type and size, contract/field-checks.ts) before it is uploaded, listed with a link
// and a way to remove it. Form.Item injects the value (the descriptors) and onChange.
import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button, Flex, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_TYPES, checkFieldValue, type FileDescriptor } from '../../../../api/src/contract/field-checks.ts';
import { postUpload } from '../../session/api-client.ts';
import { useBusyTask } from '../../providers/use-busy-task.ts';

export const MAX_ATTACHMENTS = 5;

export function AttachmentsInput({ id, value = [], onChange }: { id?: string; value?: FileDescriptor[]; onChange?: (v: FileDescriptor[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const { run, busy } = useBusyTask();

  const add = async (files: File[]) => {
    if (input.current) input.current.value = ''; // the same files can be chosen again
    const added: FileDescriptor[] = [];
    // Each file checked as the API checks it, then sent; what was sent before a failure is kept.
    await run(async () => {
      for (const file of files.slice(0, MAX_ATTACHMENTS - value.length)) {
        const verdict = checkFieldValue(
          { type: 'file', labelKey: '' },
          { id: '00000000-0000-4000-8000-000000000000', name: file.name, size: file.size, contentType: file.type },
        );
        if (!verdict.ok) {
          message.error(`${file.name}: ${t(`errors.${verdict.failure.code}`, verdict.failure.params)}`);
          continue;
        }
        added.push(await postUpload(file));
      }
    });
    if (added.length) onChange?.([...value, ...added]);
  };

  return (
    <Flex vertical gap={4}>
      {value.map((f) => (
        <Space key={f.id} size={4}>
          <PaperClipOutlined />
          <Typography.Link href={`/api/uploads/${f.id}`}>{f.name}</Typography.Link>
          <Button size="small" type="link" onClick={() => onChange?.(value.filter((v) => v.id !== f.id))}>
            {t('fileField.remove')}
          </Button>
        </Space>
      ))}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        hidden
        accept={Object.keys(ATTACHMENT_TYPES).join(',')}
        onChange={(e) => void add(Array.from(e.target.files ?? []))}
      />
      {value.length < MAX_ATTACHMENTS && (
        <Button size="small" style={{ alignSelf: 'flex-start' }} loading={busy} onClick={() => input.current?.click()} data-testid="appointment-attach">
          {t('fileField.upload')}
        </Button>
      )}
    </Flex>
  );
}

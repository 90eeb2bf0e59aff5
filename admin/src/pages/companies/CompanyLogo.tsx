// A company's logo on its page: shown as the header will show it, replaced by whoever may change the
// company (JPG, GIF or PNG up to 5 MB; the API reads the type from the bytes and warns when the
// size is not the recommended 171x51), or removed.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '../../../../api/src/contract/logo-rules.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { companyLogoUrl, deleteCompanyLogo, postCompanyLogo } from '../../session/api-client.ts';
import { useSession } from '../../session/session-context.ts';
import { useBusyTask } from '../../providers/use-busy-task.ts';
import { useAllowed } from '../../session/use-allowed.ts';

export function CompanyLogo({ companyId, hasLogo }: { companyId: string; hasLogo: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const canChange = useAllowed('companies', 'edit');
  const [version, setVersion] = useState(() => Date.now());
  const [missing, setMissing] = useState(!hasLogo);
  const { run, busy } = useBusyTask();

  const changed = async (present: boolean) => {
    setVersion(Date.now());
    setMissing(!present);
    if (companyId === session.me.company?.id) await session.refresh(); // the header shows it at once
  };

  const upload = async (file: File) => {
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return void message.error(t('errors.LOGO_TYPE_NOT_ALLOWED'));
    if (file.size > LOGO_MAX_BYTES) return void message.error(t('errors.LOGO_TOO_LARGE'));
    await run(async () => {
      const { warnings } = await postCompanyLogo(companyId, file);
      void message.success(t('companyLogo.saved'));
      for (const w of warnings) void message.warning(w.messages[currentLanguage()] ?? w.code);
      await changed(true);
    }, t('companyLogo.failed'));
  };

  const remove = async () => {
    await run(async () => {
      await deleteCompanyLogo(companyId);
      void message.success(t('companyLogo.removed'));
      await changed(false);
    });
  };

  return (
    <div data-testid="company-logo-card">
      <Flex gap={16} align="center" wrap>
        {missing ? (
          <Typography.Text type="secondary">{t('companyLogo.none')}</Typography.Text>
        ) : (
          <img
            src={companyLogoUrl(companyId, version)}
            alt={t('companyLogo.alt')}
            onError={() => setMissing(true)}
            style={{ maxHeight: 64, maxWidth: 240, objectFit: 'contain', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6, padding: 4 }}
          />
        )}
        {canChange && (
          <Flex gap={8} wrap>
            <Upload
              accept={LOGO_CONTENT_TYPES.join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy}>
                {t('companyLogo.change')}
              </Button>
            </Upload>
            {!missing && (
              <Button danger icon={<DeleteOutlined />} disabled={busy} onClick={() => void remove()}>
                {t('companyLogo.remove')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('companyLogo.hint')}
      </Typography.Paragraph>
    </div>
  );
}

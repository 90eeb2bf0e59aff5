// A user's sessions as a short list: the browser each came from, when it started and its last activity.
import { DesktopOutlined } from '@ant-design/icons';
import { List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { formatMoment } from '../i18n/dates.ts';
import { asLanguage } from '../i18n/languages.ts';
import { browserLabel } from './browser-label.ts';
import type { SessionView } from './types.ts';

export function SessionList({ sessions }: { sessions: readonly SessionView[] }) {
  const { t } = useTranslation();
  const when = (iso: string) => formatMoment(iso, asLanguage(currentLanguage()));
  return (
    <List
      size="small"
      dataSource={[...sessions]}
      rowKey="id"
      renderItem={(s) => (
        <List.Item data-testid="session-item">
          <List.Item.Meta
            avatar={<DesktopOutlined />}
            title={
              <>
                {browserLabel(s.browserInfo) ?? t('session.unknownBrowser')} {s.current && <Tag color="blue">{t('session.thisOne')}</Tag>}
              </>
            }
            description={
              <>
                {t('session.lastActivity', { when: when(s.lastActivityAt) })}
                <br />
                {t('session.startedAt', { when: when(s.createdAt) })}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

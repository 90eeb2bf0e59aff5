// The bell in the header: the member's unread notifications as a badge (read every minute and when
// the tab comes back into view), and a list to open, mark read (one or all) and delete.
import { BellOutlined, CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Popover, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/dates.ts';
import { asLanguage } from '../i18n/languages.ts';
import { useNavigate } from 'react-router';
import { useApiRead } from '../providers/use-api-read.ts';
import { useApiCommand } from '../providers/use-api-command.ts';

/** Polling stops after this long without a click or a key. */
const IDLE_AFTER_MS = 10 * 60_000;

interface Notice {
  id: string;
  kind: string;
  params: Record<string, string>;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** A notification's action: a small icon button, named for screen readers. */
const itemAction = (key: string, icon: ReactNode, label: string, onClick: () => void) => (
  <Button key={key} size="small" type="text" icon={icon} aria-label={label} onClick={onClick} />
);

export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The latest 20 and, in a header, how many are unread (through the data provider).
  const reading = useApiRead<Notice[]>('/notifications', { query: { _start: 0, _end: 20 } });
  const items = reading.data ?? [];
  const unread = Number(reading.headers['x-unread-count'] ?? 0);
  const { refetch } = reading;
  const { send } = useApiCommand();

  useEffect(() => {
    const load = () => void refetch();
    // Every minute while the person is at work: an idle tab (whose session will end) asks nothing.
    let lastActive = Date.now();
    const active = () => {
      lastActive = Date.now();
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && Date.now() - lastActive < IDLE_AFTER_MS) load();
    }, 60_000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        active();
        load();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pointerdown', active);
    window.addEventListener('keydown', active);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pointerdown', active);
      window.removeEventListener('keydown', active);
    };
  }, [refetch]);

  const act = async (path: string, method: 'post' | 'delete' = 'post') => {
    await send(path, {}, { method });
    await refetch();
  };
  const when = (iso: string) => formatMoment(iso, asLanguage(i18n.language));
  const content = (
    <div style={{ width: 'min(360px, 90vw)' }} data-testid="notifications">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('inbox.title')}</Typography.Text>
        <Button size="small" type="link" disabled={!unread} onClick={() => void act('/notifications/read-all')}>
          {t('inbox.readAll')}
        </Button>
      </Flex>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          style={{ maxHeight: 420, overflowY: 'auto' }}
          renderItem={(n) => (
            <List.Item
              actions={[
                ...(n.readAt ? [] : [itemAction('read', <CheckOutlined />, t('inbox.markRead'), () => void act(`/notifications/${n.id}/read`))]),
                itemAction('delete', <DeleteOutlined />, t('inbox.delete'), () => void act(`/notifications/${n.id}`, 'delete')),
              ]}
            >
              <List.Item.Meta
                title={
                  <Typography.Link
                    strong={!n.readAt}
                    onClick={() => {
                      if (!n.readAt) void act(`/notifications/${n.id}/read`);
                      setOpen(false);
                      if (n.link) navigate(n.link);
                    }}
                  >
                    {t(`inbox.kinds.${n.kind}`, n.params)}
                  </Typography.Link>
                }
                description={when(n.createdAt)}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      open={open}
      onOpenChange={(v) => {
        setOpen(v);
        if (v) void refetch();
      }}
      placement="bottomRight"
    >
      <Badge count={unread} size="small" data-testid="notifications-badge">
        <Button type="text" icon={<BellOutlined />} aria-label={t('inbox.open', { count: unread })} />
      </Badge>
    </Popover>
  );
}

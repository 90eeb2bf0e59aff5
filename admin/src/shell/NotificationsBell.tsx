// The bell in the header: how many of the member's notifications are unread, as a badge (asked every
// minute and when the tab comes back into view), and the 20 newest (asked when the list opens)
// to open, mark read (one or all) and delete. Both are lists of the declared resource
// `notifications`, the badge the unread list's total; marking one read is its action `read`.
import { BellOutlined, CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useInvalidate, useList, type CrudFilter } from '@refinedev/core';
import { Badge, Button, Empty, Flex, List, Popover, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../i18n/dates.ts';
import { asLanguage } from '../i18n/languages.ts';
import { useNavigate } from 'react-router';
import { useApiCommand } from '../providers/use-api-command.ts';
import { retryLostOnly } from '../providers/use-api-read.ts';

/** Polling stops after this long without a click or a key. */
const IDLE_AFTER_MS = 10 * 60_000;

interface Notice {
  id: string;
  kind: string;
  params: Record<string, string>;
  link: string | null;
  readAt: string | null;
  createdAt: string;
  /** The declared actions the row offers now: `read` while unread. */
  actions?: string[];
}

const UNREAD: CrudFilter[] = [{ field: 'read', operator: 'eq', value: false }];

/** A notification's action: a small icon button, named for screen readers. */
const itemAction = (key: string, icon: ReactNode, label: string, onClick: () => void) => (
  <Button key={key} size="small" type="text" icon={icon} aria-label={label} onClick={onClick} />
);

export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // How many are unread: the unread list's total (one row asked; the API counts).
  const { result: unreadPage, query: unreadQuery } = useList<Notice>({
    resource: 'notifications',
    filters: UNREAD,
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    errorNotification: false,
    queryOptions: { retry: retryLostOnly }, // a refusal is not asked again; a read lost on the way is
  });
  const unread = unreadPage.total ?? 0;
  // The 20 newest (the resource's order), asked when the list opens and each time again: not at the
  // start of every page, where nobody has opened it (one request fewer per full load, issue 30).
  const { result: newest, query: newestQuery } = useList<Notice>({
    resource: 'notifications',
    pagination: { currentPage: 1, pageSize: 20, mode: 'server' },
    errorNotification: false,
    queryOptions: { retry: retryLostOnly, enabled: open },
  });
  const items = newest.data ?? [];
  const { refetch } = unreadQuery;
  const { send } = useApiCommand();
  const invalidate = useInvalidate();

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

  // A command, then both lists again (the badge and the newest).
  const act = async (path: string, method: 'post' | 'delete' = 'post') => {
    await send(path, {}, { method });
    await invalidate({ resource: 'notifications', invalidates: ['list'] });
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
                ...(n.actions?.includes('read')
                  ? [itemAction('read', <CheckOutlined />, t('inbox.markRead'), () => void act(`/notifications/${n.id}/read`))]
                  : []),
                itemAction('delete', <DeleteOutlined />, t('inbox.delete'), () => void act(`/notifications/${n.id}`, 'delete')),
              ]}
            >
              <List.Item.Meta
                title={
                  <Typography.Link
                    strong={!n.readAt}
                    onClick={() => {
                      if (n.actions?.includes('read')) void act(`/notifications/${n.id}/read`);
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
        if (v) void Promise.all([newestQuery.refetch(), refetch()]);
      }}
      placement="bottomRight"
    >
      <Badge count={unread} size="small" data-testid="notifications-badge">
        <Button type="text" icon={<BellOutlined />} aria-label={t('inbox.open', { count: unread })} />
      </Badge>
    </Popover>
  );
}

// "View as" in the header: the user menu's "Ver como…" entry (for who may view as others) opens a
// picker of users; while viewing, a plain banner names the viewed user with the way out.
import { EyeOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../pages/generic/list-constants.ts';
import type { AppHttpError } from '../providers/http-error.ts';
import { deleteViewAs, fetchViewAsCandidates, postViewAs } from '../session/api-client.ts';
import { useSession } from '../session/session-context.ts';
import { VIEW_AS_STORAGE_KEY, forgetViewAs, rememberViewAs } from '../session/view-as.ts';
import { OneLine } from './OneLine.tsx';

/** The whole admin reloads as the viewed user (or as oneself again): every page then reads the new principal. */
const reloadHome = () => window.location.assign('/');

/** Another tab started or ended a view: this one follows. */
function useFollowOtherTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === VIEW_AS_STORAGE_KEY) reloadHome();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function ViewAsBanner({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const [leaving, setLeaving] = useState(false);
  useFollowOtherTabs();
  if (!me.viewAs) return null;
  const exit = async () => {
    setLeaving(true);
    try {
      await deleteViewAs();
    } finally {
      forgetViewAs();
      reloadHome();
    }
  };
  return (
    <Space data-testid="view-as-banner" style={{ minWidth: 0 }}>
      <Tag color="gold" icon={<EyeOutlined />} style={{ marginInlineEnd: 0, maxWidth: compact ? 120 : undefined, overflow: 'hidden' }}>
        <OneLine strong>{t('viewAs.banner', { name: me.viewAs.name })}</OneLine>
      </Tag>
      <Button size="small" onClick={() => void exit()} loading={leaving}>
        {t('viewAs.exit')}
      </Button>
    </Space>
  );
}

/**
 * The people one may view as, from the API's own rule (principal users of the company other than
 * oneself): not the users lookup, which also lists oneself and client contacts.
 */
function ViewAsPicker({ value, onChange, label }: { value?: string; onChange: (id: string | undefined) => void; label: string }) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string; title: string }[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(
      () => {
        setLoading(true);
        fetchViewAsCandidates(text)
          .then((people) => {
            if (current) setOptions(people.map((p) => ({ value: p.id, label: p.name, title: p.email })));
          })
          .catch(() => {
            if (current) setOptions([]);
          })
          .finally(() => {
            if (current) setLoading(false);
          });
      },
      text ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text]);
  return (
    <Select<string>
      showSearch
      filterOption={false}
      onSearch={setText}
      options={options}
      loading={loading}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      aria-label={label}
      allowClear
      virtual={false}
    />
  );
}

/** The user-menu entry and its picker; no entry for who may not view as others, nor while viewing. */
export function useViewAsMenu(): { items: { key: string; icon: ReactNode; label: string; onClick: () => void }[]; modal: ReactNode } {
  const { t } = useTranslation();
  const { me, principal } = useSession();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);
  const offered = !me.viewAs && principal.can('AdministrationUsers');

  const start = async () => {
    if (!userId) return;
    setStarting(true);
    try {
      await postViewAs(userId);
      rememberViewAs(userId);
      reloadHome();
    } catch (error) {
      void message.error((error as AppHttpError).message);
      setStarting(false);
    }
  };

  const modal = offered ? (
    <Modal
      open={open}
      title={t('viewAs.title')}
      okText={t('viewAs.start')}
      onOk={() => void start()}
      okButtonProps={{ disabled: !userId, loading: starting }}
      onCancel={() => setOpen(false)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('viewAs.hint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('viewAs.user')}>
          <ViewAsPicker value={userId} onChange={setUserId} label={t('viewAs.user')} />
        </Form.Item>
      </Form>
    </Modal>
  ) : null;

  return { items: offered ? [{ key: 'view-as', icon: <EyeOutlined />, label: t('viewAs.action'), onClick: () => setOpen(true) }] : [], modal };
}

// What the session gate shows when it cannot go on (the login failed, the app did not load): an
// icon, a title, a detail and a button, laid out as Ant Design's Result is. Not Result itself: its
// module brings the 403, 404 and 500 illustrations, about 10 KB gzip in every first load for two
// screens that use none (decision 288). Drawn from the script already loaded, it shows even when
// the network that failed the session would fail a lazy one too.
import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import type { ReactNode } from 'react';

export function GateNotice({ status, title, detail, action }: { status: 'error' | 'warning'; title: string; detail?: string; action: ReactNode }) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : WarningFilled;
  // Blocks, not a flex column: their margins meet as Result's do.
  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.paddingLG }}>
        <Icon style={{ fontSize: token.fontSizeHeading3 * 3, color: status === 'error' ? token.colorError : token.colorWarning }} />
      </div>
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, marginBlock: token.marginXS }}>
        {title}
      </div>
      {detail ? <Typography.Text type="secondary">{detail}</Typography.Text> : null}
      <div style={{ marginTop: token.paddingLG }}>{action}</div>
    </div>
  );
}

// A line of text the browser cuts with an ellipsis, the whole text in its title. Ant Design's
// Typography `ellipsis` does the same with CSS but then measures the text after each render that
// changes it, to know whether it was cut: a forced layout of the whole page each time (about 80 ms
// of a full load for the header's few, npm run bench:pages).
import { theme } from 'antd';
import type { CSSProperties } from 'react';

interface Props {
  children: string | undefined;
  /** The hover text, when it is not the text itself. */
  title?: string;
  strong?: boolean;
  secondary?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function OneLine({ children, title, strong, secondary, style, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  return (
    <span
      title={title ?? children}
      data-testid={testId}
      style={{
        display: 'inline-block',
        maxWidth: '100%',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        verticalAlign: 'bottom',
        color: secondary ? token.colorTextSecondary : token.colorText,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        ...style,
      }}
    >
      {children}
    </span>
  );
}

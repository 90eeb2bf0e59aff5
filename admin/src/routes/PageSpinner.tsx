// Shown while a page's code is loading (pages are split per route).
import { Spin } from 'antd';

export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin />
    </div>
  );
}

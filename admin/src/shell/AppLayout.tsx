// The page frame: side menu, header and content. Below the lg breakpoint (tablets and phones) the
// menu becomes a drawer opened from the header, and the content takes the whole width.
import { Grid, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { AppHeader } from './AppHeader.tsx';
import { AppSider } from './AppSider.tsx';
import './layout.css';

export function AppLayout({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  // Before the first measure the breakpoints are unknown: a desktop is assumed, like Refine's layout.
  const phone = screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={!phone}>
      <AppSider phone={phone} drawerOpen={drawerOpen} onDrawerClose={() => setDrawerOpen(false)} />
      <Layout style={{ minWidth: 0 }}>
        <AppHeader compact={phone} onOpenMenu={() => setDrawerOpen(true)} />
        <Layout.Content style={{ padding: screens.sm === false ? 12 : 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}

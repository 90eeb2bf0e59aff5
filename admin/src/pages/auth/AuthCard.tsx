// The frame of the pages shown before the admin's shell (organisation choice, registration, help).
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitchStandalone } from '../../shell/LanguageSwitch.tsx';

export function AuthCard({ title, width = 480, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16, background: '#f5f5f5' }}>
      <Card
        style={{ width: '100%', maxWidth: width }}
        extra={<LanguageSwitchStandalone />}
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        }
      >
        {children}
      </Card>
    </div>
  );
}

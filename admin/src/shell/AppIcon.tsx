// The product's mark in the sider title.
import { ScheduleOutlined } from '@ant-design/icons';

export function AppIcon() {
  return <ScheduleOutlined style={{ fontSize: 20 }} />;
}

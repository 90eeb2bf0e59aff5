// The page of the user's settings; its content arrives with its own issue.
import { SETTINGS } from '../../resources/product-pages.ts';
import { CapabilityPage } from '../common/CapabilityPage.tsx';

export default function SettingsPage() {
  return <CapabilityPage page={SETTINGS} />;
}

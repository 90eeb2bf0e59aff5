// The page of the work panel (info-cards); its content arrives with its own issue.
import { WORK_PANEL } from '../../resources/product-pages.ts';
import { CapabilityPage } from '../common/CapabilityPage.tsx';

export default function WorkPanelPage() {
  return <CapabilityPage page={WORK_PANEL} />;
}

// The page of dynamic reports; its content arrives with its own issue.
import { REPORTS } from '../../resources/product-pages.ts';
import { CapabilityPage } from '../common/CapabilityPage.tsx';

export default function ReportsPage() {
  return <CapabilityPage page={REPORTS} />;
}

// The page of settlement and billing (audited by leader); its content arrives with its own issue.
import { SETTLEMENT } from '../../resources/product-pages.ts';
import { CapabilityPage } from '../common/CapabilityPage.tsx';

export default function SettlementPage() {
  return <CapabilityPage page={SETTLEMENT} />;
}

// The page of the documentation centre; its content arrives with its own issue.
import { DOCUMENTATION_CENTER } from '../../resources/product-pages.ts';
import { CapabilityPage } from '../common/CapabilityPage.tsx';

export default function DocumentationCenterPage() {
  return <CapabilityPage page={DOCUMENTATION_CENTER} />;
}

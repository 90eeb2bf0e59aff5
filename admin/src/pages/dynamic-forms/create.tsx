// The designer replaces the generic create page of dynamic forms (see FormDesigner.tsx).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import FormDesigner from './FormDesigner.tsx';

export default function DynamicFormCreate(props: OverrideProps) {
  return <FormDesigner {...props} action="create" />;
}

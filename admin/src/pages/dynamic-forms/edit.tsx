// The designer replaces the generic edit page of dynamic forms (see FormDesigner.tsx).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import FormDesigner from './FormDesigner.tsx';

export default function DynamicFormEdit(props: OverrideProps) {
  return <FormDesigner {...props} action="edit" />;
}

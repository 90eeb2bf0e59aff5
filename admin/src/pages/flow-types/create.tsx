// The diagram editor replaces the generic create page of flow types (see FlowTypeEditor.tsx).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { FlowTypeEditor } from './FlowTypeEditor.tsx';

export default function FlowTypeCreate({ name }: OverrideProps) {
  return <FlowTypeEditor name={name} action="create" />;
}

// Registering time on an activity: the time form (TimeForm.tsx) in place of the generated one.
import type { OverrideProps } from '../../routes/page-overrides.ts';
import TimeForm from './TimeForm.tsx';

export default function WorkCreate({ name }: OverrideProps) {
  return <TimeForm name={name} action="create" />;
}

// The commercial-agreement editor on create (see AgreementEditor).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { AgreementEditor } from './AgreementEditor.tsx';

export default function AgreementCreate({ name }: OverrideProps) {
  return <AgreementEditor name={name} action="create" />;
}

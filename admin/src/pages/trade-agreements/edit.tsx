// The commercial-agreement editor on edit (see AgreementEditor).
import type { OverrideProps } from '../../routes/page-overrides.ts';
import { AgreementEditor } from './AgreementEditor.tsx';

export default function AgreementEdit({ name }: OverrideProps) {
  return <AgreementEditor name={name} action="edit" />;
}

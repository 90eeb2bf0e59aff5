// A company's page: the generated detail (fields, holidays, history) with its logo, shown and
// replaced where the detail says whether it has one.
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';

export default function CompanyShow({ name }: OverrideProps) {
  return <GenericShow name={name} views={{ hasLogo: (value, record) => <CompanyLogo companyId={String(record.id)} hasLogo={value === true} /> }} />;
}

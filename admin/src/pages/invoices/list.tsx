// 'Liquidadas': the generated grid (filters by state, client, project, date, electronic-invoicing
// state) under the invoices' indicators and the electronic-invoicing report.
import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericList from '../generic/GenericList.tsx';

const InvoicesOverview = lazy(() => import('../settlement/InvoicesOverview.tsx'));

export default function InvoiceList({ name }: OverrideProps) {
  return (
    <GenericList
      name={name}
      header={
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <InvoicesOverview />
        </Suspense>
      }
    />
  );
}

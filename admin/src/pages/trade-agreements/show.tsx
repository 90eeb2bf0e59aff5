// An agreement's page: the generated detail showing only what its type uses (its terms, its grid,
// the increment's fields for its moment and kind), as the editor does.
import type { BaseRecord } from '@refinedev/core';
import { SCALARS } from '../../../../api/src/contract/trade-agreements.ts';
import type { OverrideProps } from '../../routes/page-overrides.ts';
import GenericShow from '../generic/GenericShow.tsx';
import { gridOf, incrementFields, scalarsOf } from './agreement-form.ts';

const INCREMENT = ['incrementKind', 'incrementPercent', 'incrementIndexId'];

function usesField(name: string, record: BaseRecord): boolean {
  if ((SCALARS as readonly string[]).includes(name)) return (scalarsOf(record.type) as string[]).includes(name);
  if (INCREMENT.includes(name)) return incrementFields(record.incrementMoment, record.incrementKind).includes(name);
  return true;
}

export default function TradeAgreementShow({ name }: OverrideProps) {
  return <GenericShow name={name} uses={{ field: usesField, collection: (key, record) => gridOf(record.type)?.key === key }} />;
}

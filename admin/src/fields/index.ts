// The field-type registry of the admin, keyed by the contract's type names: a new type is one
// module here, one in the API (api/src/platform/resource/field-types) and its check in the contract.
import type { FieldType } from '../../../api/src/contract/resource-meta.ts';
import { boolean } from './boolean.tsx';
import { date } from './date.tsx';
import { datetime } from './datetime.tsx';
import { decimal } from './decimal.tsx';
import { digits } from './digits.tsx';
import { duration } from './duration.tsx';
import { email } from './email.tsx';
import { enumSet } from './enum-set.tsx';
import { enumeration } from './enum.tsx';
import type { AdminFieldType } from './field-type.ts';
import { file } from './file.tsx';
import { city, country } from './geo.tsx';
import { colour } from './colour.tsx';
import { emails } from './emails.tsx';
import { integer } from './integer.tsx';
import { json } from './json.tsx';
import { money } from './money.tsx';
import { personName } from './person-name.tsx';
import { phone } from './phone.tsx';
import { ref } from './ref.tsx';
import { refs } from './refs.tsx';
import { text } from './text.tsx';
import { textarea } from './textarea.tsx';

export const FIELD_TYPES: Readonly<Record<FieldType, AdminFieldType>> = {
  text,
  textarea,
  email,
  phone,
  digits,
  personName,
  integer,
  duration,
  decimal,
  money,
  boolean,
  date,
  datetime,
  enum: enumeration,
  ref,
  refs,
  enumSet,
  json,
  file,
  country,
  city,
  colour,
  emails,
};

export const adminFieldType = (type: FieldType): AdminFieldType => FIELD_TYPES[type];

export type { AdminFieldType, ApplyFilter, FilterOperator, FilterProps, Translate, ValueProps } from './field-type.ts';

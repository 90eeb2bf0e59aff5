// The field-type registry of the API: one module per type, keyed by the contract's type names.
// A new type is a module here, its check in contract/field-checks.ts and its module in admin/src/fields.
import type { FieldType } from '../../../contract/resource-meta.ts';
import { boolean } from './boolean.ts';
import { date } from './date.ts';
import { datetime } from './datetime.ts';
import { decimal } from './decimal.ts';
import { digits } from './digits.ts';
import { duration } from './duration.ts';
import { email } from './email.ts';
import { enumSet } from './enum-set.ts';
import { enumeration } from './enum.ts';
import type { FieldTypeModule } from './field-type.ts';
import { file } from './file.ts';
import { city, country } from './geo.ts';
import { colour } from './colour.ts';
import { emails } from './emails.ts';
import { integer } from './integer.ts';
import { json } from './json.ts';
import { money } from './money.ts';
import { personName } from './person-name.ts';
import { phone } from './phone.ts';
import { ref } from './ref.ts';
import { refs } from './refs.ts';
import { text } from './text.ts';
import { textarea } from './textarea.ts';

export const FIELD_TYPE_MODULES: Readonly<Record<FieldType, FieldTypeModule>> = {
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

export const fieldTypeModule = (type: FieldType): FieldTypeModule => FIELD_TYPE_MODULES[type];

export type { FieldTypeModule, FilterValue, ParsedFilter } from './field-type.ts';

// One verdict per value, whoever judges it: for every field type, a table of values goes through
// the admin's form rules (fieldRules, as the generated form builds them) and through the API's
// generated Joi payload schema mapped to field codes (what POST/PATCH answer). Both must give the
// expected code, or both accept. The API is fed what the admin would send for the value (the
// type's own conversion to the wire: dayjs to text, a decimal comma to a dot, JSON text parsed).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FieldMeta, FieldType } from '../../api/src/contract/resource-meta.ts';
import { FIELD_TYPES } from '../../api/src/contract/field-checks.ts';
import { joiToFieldErrors } from '../../api/src/platform/http/route.ts';
import { defineResource } from '../../api/src/platform/resource/define.ts';
import { fieldErrorCode, payloadSchema } from '../../api/src/platform/resource/validation.ts';
import { fieldRules, wireValue } from '../../admin/src/pages/generic/field-rules.ts';

type Field = Omit<FieldMeta, 'labelKey'>;
/** A value and the code both sides must give (null: accepted). `missing` leaves the field out of a create. */
type Row = [value: unknown, code: string | null];
const MISSING = Symbol('missing');

const UUID = '7f000000-0000-4000-8000-000000000001';
const UUID2 = '7f000000-0000-4000-8000-000000000002';
const PDF = { id: UUID, name: 'acta.pdf', size: 2048, contentType: 'application/pdf' };

/** Per type: fields (optional and required variants) and their rows. Every type must appear. */
const TABLE: Record<FieldType, { field: Field; rows: Row[] }[]> = {
  text: [
    {
      field: { type: 'text', max: 5 },
      rows: [
        ['abc', null],
        ['  abc  ', null],
        ['abcdef', 'TOO_LONG'],
        ['', null],
        ['   ', null],
        [null, null],
        [5, 'INVALID_VALUE'],
        [['a'], 'INVALID_VALUE'],
      ],
    },
    {
      field: { type: 'text', required: true, requiredCode: 'NAME_REQUIRED', min: 2 },
      rows: [
        ['ab', null],
        ['a', 'TOO_SHORT'],
        ['', 'NAME_REQUIRED'],
        ['  ', 'NAME_REQUIRED'],
        [null, 'NAME_REQUIRED'],
        [MISSING, 'NAME_REQUIRED'],
      ],
    },
  ],
  textarea: [
    {
      field: { type: 'textarea', max: 10 },
      rows: [
        ['línea 1\nlínea 2', 'TOO_LONG'],
        ['uno\ndos', null],
        [true, 'INVALID_VALUE'],
      ],
    },
  ],
  email: [
    {
      field: { type: 'email', formatCode: 'EMAIL_NOT_ALLOWED' },
      rows: [
        ['a@b.co', null],
        ['a@b', 'EMAIL_NOT_ALLOWED'],
        ['a b@c.co', 'EMAIL_NOT_ALLOWED'],
        ['', null],
      ],
    },
  ],
  phone: [
    {
      field: { type: 'phone', max: 5 },
      rows: [
        ['30012', null],
        ['30 12', 'DIGITS_ONLY'],
        ['+5730', 'DIGITS_ONLY'],
        ['300123', 'TOO_LONG'],
        [30012, 'INVALID_VALUE'],
      ],
    },
  ],
  digits: [
    {
      field: { type: 'digits', required: true, formatCode: 'DIGITS_ONLY' },
      rows: [
        ['900123', null],
        ['900.123', 'DIGITS_ONLY'],
        ['', 'REQUIRED'],
        [MISSING, 'REQUIRED'],
      ],
    },
  ],
  personName: [
    {
      field: { type: 'personName' },
      rows: [
        ["María O'Neil-Peña", null],
        ['Ana2', 'LETTERS_ONLY'],
        [' Ana', null],
        ['-Ana', 'LETTERS_ONLY'],
      ],
    },
  ],
  // The format only: whether the country or city exists is the API's rule (geo/place-rules.ts).
  country: [
    {
      field: { type: 'country', max: 3, formatCode: 'COUNTRY_UNKNOWN' },
      rows: [
        ['COL', null],
        ['col', 'COUNTRY_UNKNOWN'],
        ['CO', 'COUNTRY_UNKNOWN'],
        ['COLO', 'TOO_LONG'],
        ['', null],
        [170, 'INVALID_VALUE'],
      ],
    },
  ],
  emails: [
    {
      field: { type: 'emails', max: 2, formatCode: 'EMAIL_NOT_ALLOWED' },
      rows: [
        [['socios@bufete.co'], null],
        ['socios@bufete.co', null],
        [['a@b.co', ' c@d.co '], null],
        [['a@b.co', 'A@B.CO'], 'EMAIL_LIST_DUPLICATE'],
        [['a@b.co', 'c@d.co', 'e@f.co'], 'EMAIL_LIST_TOO_LONG'],
        [['a@b'], 'EMAIL_NOT_ALLOWED'],
        ['no es correo', 'EMAIL_NOT_ALLOWED'],
        [[5], 'INVALID_VALUE'],
        [[], null],
        ['', null],
      ],
    },
    {
      field: { type: 'emails', required: true, max: 10 },
      rows: [
        [['a@b.co'], null],
        [[], 'REQUIRED'],
        [MISSING, 'REQUIRED'],
      ],
    },
  ],
  colour: [
    {
      field: { type: 'colour', max: 7, formatCode: 'COLOUR_NOT_HEX' },
      rows: [
        ['#1F4E79', null],
        ['#abc', null],
        [' #ABCDEF ', null],
        ['1F4E79', 'COLOUR_NOT_HEX'],
        ['#12345', 'COLOUR_NOT_HEX'],
        ['#GGGGGG', 'COLOUR_NOT_HEX'],
        ['#1F4E79FF', 'TOO_LONG'],
        ['', null],
        [255, 'INVALID_VALUE'],
      ],
    },
  ],
  city: [
    {
      field: { type: 'city', max: 80 },
      rows: [
        ['ANT:Medellín', null],
        [' DC:Bogotá D.C. ', null],
        ['x'.repeat(81), 'TOO_LONG'],
        [11001, 'INVALID_VALUE'],
      ],
    },
  ],
  integer: [
    {
      field: { type: 'integer', min: 1, max: 10 },
      rows: [
        [1, null],
        [10, null],
        [0, 'OUT_OF_RANGE'],
        [11, 'OUT_OF_RANGE'],
        [2.5, 'NOT_A_NUMBER'],
        ['5', 'NOT_A_NUMBER'],
        [null, null],
        [true, 'NOT_A_NUMBER'],
      ],
    },
    {
      field: { type: 'integer', rangeCode: 'TAX_VALUE_OUT_OF_RANGE' },
      rows: [
        [2147483647, null],
        [2147483648, 'TAX_VALUE_OUT_OF_RANGE'],
        [-2147483649, 'TAX_VALUE_OUT_OF_RANGE'],
        [Number.MAX_SAFE_INTEGER + 2, 'TAX_VALUE_OUT_OF_RANGE'],
      ],
    },
  ],
  duration: [
    {
      field: { type: 'duration', min: 1, max: 1440, rangeCode: 'WORK_TIME_OUT_OF_RANGE' },
      rows: [
        [1, null],
        [1440, null],
        [0, 'WORK_TIME_OUT_OF_RANGE'],
        [1441, 'WORK_TIME_OUT_OF_RANGE'],
        [1.5, 'NOT_A_NUMBER'],
        ['90', 'NOT_A_NUMBER'],
        [null, null],
      ],
    },
  ],
  decimal: [
    {
      field: { type: 'decimal', min: 0.000001, max: 100, rangeCode: 'TAX_VALUE_OUT_OF_RANGE', required: true },
      rows: [
        ['19', null],
        ['19.5', null],
        ['19,5', null],
        ['0', 'TAX_VALUE_OUT_OF_RANGE'],
        ['100.000001', 'TAX_VALUE_OUT_OF_RANGE'],
        ['0.000001', null],
        ['0.0000001', 'TAX_VALUE_OUT_OF_RANGE'],
        ['1.1234567', 'NOT_A_NUMBER'],
        ['diez', 'NOT_A_NUMBER'],
        ['1e5', 'NOT_A_NUMBER'],
        [19.5, null],
        [1e21, 'NOT_A_NUMBER'],
        ['', 'REQUIRED'],
        [MISSING, 'REQUIRED'],
      ],
    },
  ],
  money: [
    {
      field: { type: 'money', scale: 2 },
      rows: [
        ['1234.5', null],
        ['1234.50', null],
        ['1234,50', null],
        ['-0.01', null],
        ['1.234', 'MONEY_TOO_MANY_DECIMALS'],
        [1234.5, 'NOT_A_NUMBER'],
        ['12e3', 'NOT_A_NUMBER'],
        ['123456789012345', 'NOT_A_NUMBER'],
        ['', null],
      ],
    },
    {
      field: { type: 'money', scale: 0, min: 0 },
      rows: [
        ['1500', null],
        ['1500.5', 'MONEY_TOO_MANY_DECIMALS'],
        ['-1', 'OUT_OF_RANGE'],
      ],
    },
  ],
  boolean: [
    {
      field: { type: 'boolean' },
      rows: [
        [true, null],
        [false, null],
        ['true', 'INVALID_VALUE'],
        [1, 'INVALID_VALUE'],
      ],
    },
  ],
  date: [
    {
      field: { type: 'date' },
      rows: [
        ['2024-02-29', null],
        [dayjs('2024-02-29'), null],
        ['2026-02-29', 'INVALID_DATE'],
        ['2026-13-01', 'INVALID_DATE'],
        ['0000-01-01', 'INVALID_DATE'],
        ['15/01/2026', 'INVALID_DATE'],
        [20260115, 'INVALID_DATE'],
        [null, null],
      ],
    },
  ],
  datetime: [
    {
      field: { type: 'datetime', required: true },
      rows: [
        ['2026-01-15T09:30:00-05:00', null],
        ['2026-01-15T14:30:00.123Z', null],
        [dayjs('2026-01-15T14:30:00Z'), null],
        ['2026-01-15T14:30:00', 'INVALID_DATETIME'],
        ['2026-01-15', 'INVALID_DATETIME'],
        ['2026-01-15T24:00:00Z', 'INVALID_DATETIME'],
        ['2026-01-15T10:00:00+15:00', 'INVALID_DATETIME'],
        ['2026-01-15T10:00:00.1234Z', 'INVALID_DATETIME'],
        [0, 'INVALID_DATETIME'],
        ['', 'REQUIRED'],
      ],
    },
  ],
  enum: [
    {
      field: { type: 'enum', enumName: 'personType', options: ['juridical', 'natural'], required: true },
      rows: [
        ['natural', null],
        ['robot', 'INVALID_OPTION'],
        [0, 'INVALID_OPTION'],
        [null, 'REQUIRED'],
        [MISSING, 'REQUIRED'],
      ],
    },
    {
      field: { type: 'enum', enumName: 'contactType', options: [0, 1, 2] },
      rows: [
        [0, null],
        [2, null],
        ['1', 'INVALID_OPTION'],
        [7, 'INVALID_OPTION'],
        [null, null],
      ],
    },
  ],
  ref: [
    {
      field: { type: 'ref', ref: 'clients', required: true, requiredCode: 'CLIENT_TAX_PROFILE_REQUIRED' },
      rows: [
        [UUID, null],
        ['no-es-un-id', 'INVALID_REFERENCE'],
        [5, 'INVALID_REFERENCE'],
        [null, 'CLIENT_TAX_PROFILE_REQUIRED'],
        ['', 'CLIENT_TAX_PROFILE_REQUIRED'],
      ],
    },
  ],
  refs: [
    {
      field: { type: 'refs', ref: 'work-groups', required: true, requiredCode: 'PROJECT_WORK_GROUP_REQUIRED' },
      rows: [
        [[UUID, UUID2], null],
        [[UUID, UUID], 'INVALID_REFERENCE'],
        [['x'], 'INVALID_REFERENCE'],
        [[], 'PROJECT_WORK_GROUP_REQUIRED'],
        [UUID, 'INVALID_REFERENCE'],
      ],
    },
    {
      field: { type: 'refs', ref: 'users' },
      rows: [
        [[], null],
        [null, null],
        [[UUID], null],
      ],
    },
  ],
  enumSet: [
    {
      field: { type: 'enumSet', enumName: 'permissions', options: ['ClientFullAccess', 'AdministrationUsers'] },
      rows: [
        [['ClientFullAccess'], null],
        [[], null],
        [['DropDatabase'], 'INVALID_OPTION'],
        [['ClientFullAccess', 'ClientFullAccess'], 'INVALID_OPTION'],
        ['ClientFullAccess', 'INVALID_OPTION'],
      ],
    },
  ],
  json: [
    {
      field: { type: 'json', max: 40 },
      rows: [
        [{ a: 1 }, null],
        ['{"a": [1, 2]}', null],
        [{}, null],
        ['[1, 2]', 'INVALID_VALUE'],
        [[1, 2], 'INVALID_VALUE'],
        ['no es json', 'INVALID_VALUE'],
        [{ texto: 'x'.repeat(40) }, 'JSON_TOO_LARGE'],
        ['', null],
      ],
    },
  ],
  file: [
    {
      field: { type: 'file' },
      rows: [
        [PDF, null],
        [{ ...PDF, contentType: 'image/png', name: 'a.png' }, 'FILE_TYPE_NOT_ALLOWED'],
        [{ ...PDF, name: 'acta.docx' }, 'FILE_TYPE_NOT_ALLOWED'],
        [{ ...PDF, size: 5 * 1024 * 1024 + 1 }, 'FILE_TOO_LARGE'],
        [{ ...PDF, id: 'x' }, 'INVALID_FILE'],
        [{ ...PDF, extra: true }, 'INVALID_FILE'],
        [{ ...PDF, size: 1.5 }, 'INVALID_FILE'],
        ['acta.pdf', 'INVALID_FILE'],
        [null, null],
      ],
    },
  ],
};

const t = (key: string) => key;

async function adminVerdict(field: FieldMeta, value: unknown): Promise<string | null> {
  const [rule] = fieldRules(field, t);
  if (!rule || typeof rule !== 'object' || !rule.validator) throw new Error('no validator');
  try {
    await rule.validator({}, value === MISSING ? undefined : value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/^errors\./, '');
  }
}

function apiVerdict(field: Field, value: unknown): string | null {
  const r = defineResource({
    name: 'verdicts',
    table: 'verdicts',
    ownedBy: 'company',
    permission: 'ClientFullAccess',
    fields: { f: field },
    list: { columns: ['f'] },
    routes: { list: '/verdicts' },
    menu: 'hidden',
  });
  const meta = r.fields.f;
  const payload = value === MISSING ? {} : { f: wireValue(meta, value) };
  const { error } = payloadSchema(r, value === MISSING ? 'create' : 'update').validate(payload, { abortEarly: false });
  if (!error) return null;
  return joiToFieldErrors(error, (d) => fieldErrorCode(r, d))[0].code;
}

const show = (v: unknown) => (v === MISSING ? '(missing)' : dayjs.isDayjs(v) ? `dayjs(${v.toISOString()})` : JSON.stringify(v));

describe('field verdicts: admin rules and API schema agree', () => {
  it('covers every registered field type', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...FIELD_TYPES].sort());
  });

  for (const [type, cases] of Object.entries(TABLE)) {
    it(`${type}: same verdict and code on every value`, async () => {
      for (const { field, rows } of cases) {
        const meta = { ...field, labelKey: 'x' } as FieldMeta;
        for (const [value, expected] of rows) {
          const where = `${type} ${JSON.stringify(field)} value ${show(value)}`;
          expect(await adminVerdict(meta, value), `admin: ${where}`).toBe(expected);
          expect(apiVerdict(field, value), `API: ${where}`).toBe(expected);
        }
      }
    });
  }
});

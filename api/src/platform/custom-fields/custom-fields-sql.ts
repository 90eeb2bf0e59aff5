// Custom values in SQL: the company's definitions loaded for a request, the values checked before a
// write, and filters and sorts over the JSONB column. A tenant's key or label never becomes SQL
// text: the key is a bound parameter (`custom_fields ->> ?`) or inside a bound JSON document
// (`custom_fields @> ?::jsonb`, served by the GIN index), and only keys of a definition pass.
import type { Knex } from 'knex';
import { AppError, invalid } from '../errors/app-error.ts';
import type { ErrorCode } from '../../contract/error-catalogue.ts';
import { containsPattern, searchMatch } from '../resource/search-sql.ts';
import { FILTER_SUFFIXES, filterValue, type FilterValue } from '../resource/validation.ts';
import { CUSTOM_FIELDS, toFieldMeta, type CustomFieldDefinition } from '../../contract/custom-fields.ts';
import { checkCustomValues, type CustomValues } from './values.ts';

const PREFIX = `${CUSTOM_FIELDS}.`;

/** Query parameters naming a custom value (`customFields.<key>` and its suffixed forms). */
export const CUSTOM_QUERY_KEY = new RegExp(`^${CUSTOM_FIELDS}\\.`);

export const isCustomKey = (name: string) => name.startsWith(PREFIX);

/** Every definition (active or not) of an entity in the company, in display order. */
export async function definitionsOf(trx: Knex.Transaction, companyId: string, entity: string): Promise<CustomFieldDefinition[]> {
  return trx('custom_field_definitions')
    .where({ companyId, entity })
    .orderBy([{ column: 'position' }, { column: 'label' }])
    .select('id', 'entity', 'key', 'label', 'dataType', 'required', 'options', 'position', 'active', 'listColumn') as Promise<CustomFieldDefinition[]>;
}

/** The custom values to store for a create or update; 400 naming each refused value. */
export async function customValuesFor(
  trx: Knex.Transaction,
  entity: string,
  companyId: string,
  given: CustomValues | undefined,
  before?: CustomValues,
): Promise<CustomValues> {
  const { values, errors } = checkCustomValues(await definitionsOf(trx, companyId, entity), given, before);
  if (errors.length) throw invalid(errors);
  return values;
}

const queryError = (field: string, code: ErrorCode = 'UNKNOWN_FIELD') => new AppError('INVALID_QUERY', {}, [{ field, code }]);

/** The definition a query parameter names, and its filter suffix; refused when the key is none of them. */
function definitionOf(defs: readonly CustomFieldDefinition[], param: string): { def: CustomFieldDefinition; suffix?: string } {
  const suffix = FILTER_SUFFIXES.find((s) => param.endsWith(s));
  const key = param.slice(PREFIX.length, suffix ? -suffix.length : undefined);
  const def = defs.find((d) => d.key === key);
  if (!def) throw queryError(param);
  return { def, suffix };
}

/** SQL of a value as text, or as a number for Number fields (null when a stored value is not one). */
function valueSql(def: CustomFieldDefinition): { sql: string; bindings: string[] } {
  if (def.dataType === 'Number') {
    return {
      // No '?' quantifier in the pattern: knex reads every '?' of raw SQL as a binding.
      sql: `(case when (t.custom_fields ->> ?) ~ '^-{0,1}[0-9]{1,14}([.][0-9]{1,6}){0,1}$' then (t.custom_fields ->> ?)::numeric end)`,
      bindings: [def.key, def.key],
    };
  }
  return { sql: '(t.custom_fields ->> ?)', bindings: [def.key] };
}

const contains = (def: CustomFieldDefinition, value: FilterValue) => JSON.stringify({ [def.key]: value });

/** Narrows `q` by one custom-value filter (equal to any of the values, _ne, _gte, _lte, _like). */
export function applyCustomFilter(q: Knex.QueryBuilder, defs: readonly CustomFieldDefinition[], param: string, raw: unknown): void {
  const { def, suffix } = definitionOf(defs, param);
  const texts = ([] as string[]).concat(raw as string | string[]);
  const { sql, bindings } = valueSql(def);
  if (suffix === '_like') {
    q.whereRaw(searchMatch(sql), [...bindings, containsPattern(texts[0] ?? '')]);
    return;
  }
  const typed = texts.map((text) => {
    const parsed = filterValue(toFieldMeta(def), text);
    if ('code' in parsed) throw queryError(param, parsed.code);
    return parsed.value;
  });
  const number = def.dataType === 'Number';
  if (!suffix) {
    if (number) q.whereRaw(`${sql} = any(?::numeric[])`, [...bindings, typed as string[]]);
    else
      q.where((w) => {
        for (const value of typed) w.orWhereRaw('t.custom_fields @> ?::jsonb', [contains(def, value)]);
      });
  } else if (suffix === '_ne') {
    if (number) q.whereRaw(`${sql} is distinct from ?::numeric`, [...bindings, typed[0] as string]);
    else q.whereRaw('not (t.custom_fields @> ?::jsonb)', [contains(def, typed[0])]);
  } else {
    const op = suffix === '_gte' ? '>=' : '<=';
    q.whereRaw(`${sql} ${op} ?${number ? '::numeric' : ''}`, [...bindings, String(typed[0])]);
  }
}

/** Orders `q` by a custom value (rows without one last). */
export function applyCustomSort(q: Knex.QueryBuilder, defs: readonly CustomFieldDefinition[], param: string, order: 'asc' | 'desc'): void {
  const def = defs.find((d) => `${PREFIX}${d.key}` === param);
  if (!def) throw queryError('_sort');
  const { sql, bindings } = valueSql(def);
  q.orderByRaw(`${sql} ${order} nulls last`, bindings);
}

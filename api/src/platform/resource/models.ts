// The Objection model class of each declaration: its table, a JSON schema from its fields, and
// relation mappings from its references, join tables and child collections. No model is bound to
// a knex: every query passes the request's transaction (`modelOf(r).query(trx)`), since the tests
// run several pools. Names are camelCase: the knex's snake-case mappers are the one mapping.
import { Model, type JSONSchema, type RelationMappings } from 'objection';
import type { Collection, Resource } from './types.ts';
import type { FieldMeta } from '../../contract/resource-meta.ts';
import { fieldType } from '../../contract/field-checks.ts';
import { fieldTypeModule } from './field-types/index.ts';

type Registry = (name: string) => Resource;

/** The JSON schema of one stored field, as the API writes it (after Joi and the defaults). */
function propertyOf(f: FieldMeta): JSONSchema {
  // The type's own schema (field-types/<type>.ts); an optional field also takes null.
  const schema = fieldTypeModule(f.type).jsonSchema?.(f) ?? {};
  if (f.required) return schema;
  if (schema.enum) return { ...schema, enum: [...schema.enum, null] };
  return typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : schema;
}

/** The stored columns of a set of fields: not computed, not kept in a join table. */
export function jsonSchemaOf(fields: Record<string, FieldMeta>, computed: (name: string) => boolean = () => false): JSONSchema {
  const properties: Record<string, JSONSchema> = { id: { type: 'string', format: 'uuid' } };
  const required: string[] = [];
  for (const [name, f] of Object.entries(fields)) {
    if (f.readOnly || computed(name) || fieldType(f.type).set) continue;
    properties[name] = propertyOf(f);
    if (f.required) required.push(name);
  }
  return { type: 'object', required, properties };
}

/** `taxProfileId` -> `taxProfile`: the relation of a reference field. */
const relationName = (field: string, suffix: RegExp) => field.replace(suffix, '') || field;

const models = new WeakMap<object, typeof Model>();

/** The declarations by name, for the models of references (set once by the product's registry). */
let registry: Registry | undefined;
export function useRegistry(byName: Registry): void {
  registry = byName;
}

/** A declaration by name, through the product's registry. */
export function registered(name: string) {
  if (!registry) throw new Error('The resource registry is not set');
  return registry(name);
}

function cached(key: object, build: () => typeof Model): typeof Model {
  let model = models.get(key);
  if (!model) {
    model = build();
    models.set(key, model);
  }
  return model;
}

/** The model of a child collection's rows (one per collection). */
export function collectionModel(c: Collection): typeof Model {
  return cached(c, () => {
    const schema = jsonSchemaOf(c.fields);
    return class CollectionRow extends Model {
      static tableName = c.table;
      static jsonSchema = { ...schema, properties: { ...schema.properties, [c.foreignKey]: { type: 'string' } } } as JSONSchema;
    };
  });
}

/**
 * The model of a declaration. Relations: each `ref` field is a BelongsToOne named without its `Id`
 * (`taxProfile`), each `refs` field a ManyToMany through its join table named without `Ids` plus
 * `Rows` (`taxRows`), and each child collection a HasMany named by its key (`contacts`), ordered.
 */
export function modelOf(r: Resource): typeof Model {
  return cached(
    r,
    () =>
      class extends Model {
        static tableName = r.table;
        static jsonSchema = jsonSchemaOf(r.fields, (name) => name in r.expressions || name in r.joins);
        static relationMappings = (): RelationMappings => {
          const mappings: RelationMappings = {};
          for (const [name, f] of Object.entries(r.fields)) {
            if (!registry || !f.ref || (name in r.expressions && !(name in r.joins))) continue;
            const target = registry(f.ref);
            const join = r.joins[name];
            if (f.type === 'ref') {
              mappings[relationName(name, /Id$/)] = {
                relation: Model.BelongsToOneRelation,
                modelClass: modelOf(target),
                join: { from: `${r.table}.${name}`, to: `${target.table}.id` },
              };
            } else if (f.type === 'refs' && join) {
              const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
              const fixed = Object.entries(join.where ?? {});
              mappings[`${relationName(name, /Ids$/)}Rows`] = {
                relation: Model.ManyToManyRelation,
                modelClass: modelOf(target),
                join: {
                  from: `${r.table}.id`,
                  through: { from: `${join.table}.${camel(join.from)}`, to: `${join.table}.${camel(join.to)}` },
                  to: `${target.table}.id`,
                },
                // Fields sharing a join table are told apart by fixed column values (JoinTable.where).
                ...(fixed.length
                  ? {
                      filter: (q) => {
                        for (const [col, value] of fixed) q.where(`${join.table}.${camel(col)}`, value);
                      },
                    }
                  : {}),
              };
            }
          }
          for (const [key, c] of Object.entries(r.collections)) {
            mappings[key] = {
              relation: Model.HasManyRelation,
              modelClass: collectionModel(c),
              join: { from: `${r.table}.id`, to: `${c.table}.${c.foreignKey}` },
              filter: (q) => {
                for (const column of [...(c.position ? [c.position] : c.orderBy), 'id']) q.orderBy(`${c.table}.${column}`);
              },
            };
          }
          return mappings;
        };
      },
  );
}

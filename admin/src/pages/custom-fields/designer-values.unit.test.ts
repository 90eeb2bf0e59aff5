// The designer's conversions and the reordering of fields.
import { describe, expect, it } from 'vitest';
import { previewDefinition, reorder, toDefinitionPayload, toDesignerValues } from './designer-values.ts';

const def = {
  id: 'a',
  entity: 'clients',
  key: 'k1',
  label: 'Sector',
  dataType: 'Select' as const,
  required: true,
  options: 'A\nB',
  position: 3,
  active: true,
  listColumn: true,
};

describe('designer values', () => {
  it('round-trips a definition, options as a list', () => {
    const values = toDesignerValues(def);
    expect(values.options).toEqual(['A', 'B']);
    expect(toDefinitionPayload(values, 'clients', 'edit')).toEqual({ label: 'Sector', required: true, options: 'A\nB', active: true, listColumn: true });
  });

  it('sends entity and data type only on create, and no options for a type without them', () => {
    expect(toDefinitionPayload({ label: ' Fecha ', dataType: 'Date', options: ['x'] }, 'clients', 'create')).toEqual({
      label: 'Fecha',
      required: false,
      options: null,
      active: true,
      listColumn: false,
      entity: 'clients',
      dataType: 'Date',
    });
  });

  it('previews with blank options dropped and a placeholder label', () => {
    expect(previewDefinition({ dataType: 'RadioGroup', options: ['Sí', '', undefined, ' No '] }, 'Nuevo')).toMatchObject({
      label: 'Nuevo',
      dataType: 'RadioGroup',
      options: 'Sí\nNo',
    });
  });
});

describe('reorder', () => {
  const defs = [
    { id: 'a', position: 1 },
    { id: 'b', position: 2 },
    { id: 'c', position: 2 },
  ];
  it('swaps with the neighbour and writes only changed positions', () => {
    expect(reorder(defs, 2, -1)).toEqual([{ id: 'b', position: 3 }]); // c already holds 2
    expect(reorder(defs, 0, 1)).toEqual([
      { id: 'b', position: 1 },
      { id: 'a', position: 2 },
      { id: 'c', position: 3 },
    ]);
  });
  it('does nothing past either end', () => {
    expect(reorder(defs, 0, -1)).toEqual([]);
    expect(reorder(defs, 2, 1)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { dynamicFormErrors, DYNAMIC_FIELD_KINDS } from '../../../../api/src/contract/dynamic-forms.ts';
import { newField, toDesignPayload, toFieldPayload } from './design-values.ts';

describe('dynamic form designer values', () => {
  it('makes a new field of every kind that passes the design rules once titled (and given options)', () => {
    const fields = DYNAMIC_FIELD_KINDS.map((kind) => ({
      ...newField(kind),
      title: kind,
      ...(kind === 'select' || kind === 'radioGroup' ? { options: 'A\nB' } : {}),
    }));
    expect(dynamicFormErrors(fields.map(toFieldPayload))).toEqual([]);
  });

  it("clears what a field's kind does not take, and the required message of an optional field", () => {
    const changed = toFieldPayload({
      kind: 'switch',
      title: ' Medidas ',
      mask: '999',
      options: 'A',
      minLength: 2,
      multiple: true,
      maxSelections: 2,
      requiredMessage: 'x',
    });
    expect(changed).toMatchObject({ title: 'Medidas', mask: null, options: null, minLength: null, multiple: false, maxSelections: 0, requiredMessage: null });
    expect(dynamicFormErrors([changed])).toEqual([]);
  });

  it('keeps the order and the ids of the fields', () => {
    const body = toDesignPayload({
      name: 'F',
      fields: [
        { id: 'b', kind: 'number', title: 'B' },
        { kind: 'switch', title: 'A' },
      ],
    });
    expect((body.fields as { id?: string; title: string }[]).map((f) => [f.id, f.title])).toEqual([
      ['b', 'B'],
      [undefined, 'A'],
    ]);
  });
});

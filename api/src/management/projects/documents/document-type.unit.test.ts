// The kind of a project document from its bytes: PDF by its magic, DOCX/XLSX/PPTX by the ZIP's parts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentMatches, kindOfName, zipEntryNames, type DocumentKind } from './document-type.ts';
import { ooxml, pdf, zip } from './test-files.ts';

const check = (kind: DocumentKind, bytes: Buffer) => contentMatches(kind, bytes.subarray(0, 8), bytes, bytes.length);

describe('kindOfName', () => {
  it('takes the four extensions in any case and nothing else', () => {
    expect(kindOfName('Contrato.DOCX')).toBe('docx');
    expect(kindOfName('a.b.xlsx')).toBe('xlsx');
    expect(kindOfName('deck.pptx')).toBe('pptx');
    expect(kindOfName('poder.pdf')).toBe('pdf');
    for (const name of ['virus.exe', 'notas.txt', 'pdf', 'a.doc', 'a.pdf.exe', '']) expect(kindOfName(name)).toBeNull();
  });
});

describe('contentMatches', () => {
  it('accepts each kind when its bytes are of that kind', () => {
    expect(check('pdf', pdf())).toBe(true);
    expect(check('docx', ooxml('docx'))).toBe(true);
    expect(check('xlsx', ooxml('xlsx'))).toBe(true);
    expect(check('pptx', ooxml('pptx'))).toBe(true);
  });

  it('refuses an executable, a text file, a plain ZIP and another Office kind under the name', () => {
    const exe = Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(500)]);
    const text = Buffer.from('just some notes, not a document at all\n');
    for (const kind of ['pdf', 'docx', 'xlsx', 'pptx'] as const) {
      expect(check(kind, exe)).toBe(false);
      expect(check(kind, text)).toBe(false);
    }
    expect(check('docx', zip({ 'notes.txt': 'x' }))).toBe(false);
    expect(check('docx', ooxml('xlsx'))).toBe(false);
    expect(check('pptx', ooxml('docx'))).toBe(false);
    expect(check('pdf', ooxml('docx'))).toBe(false);
  });

  it('reads the central directory from a tail of a larger file', () => {
    const file = ooxml('docx', 300_000);
    const tail = file.subarray(file.length - 100_000);
    expect(contentMatches('docx', file.subarray(0, 8), tail, file.length)).toBe(true);
    // A tail too short to hold the directory is refused, not guessed.
    expect(contentMatches('docx', file.subarray(0, 8), file.subarray(file.length - 30), file.length)).toBe(false);
  });
});

describe('zipEntryNames (property)', () => {
  it('lists exactly the entries written, whatever their names and sizes', () => {
    // A letter first: integer-like keys would reorder the object the entries are written from.
    const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_/.[\]-]{0,39}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, fc.string({ maxLength: 200 })), { minLength: 1, maxLength: 20, selector: ([n]) => n }), (entries) => {
        const bytes = zip(Object.fromEntries(entries));
        expect(zipEntryNames(bytes, bytes.length)).toEqual(entries.map(([n]) => n));
      }),
    );
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (raw) => {
        const bytes = Buffer.from(raw);
        const names = zipEntryNames(bytes, bytes.length);
        expect(names === null || Array.isArray(names)).toBe(true);
        for (const kind of ['pdf', 'docx', 'xlsx', 'pptx'] as const) contentMatches(kind, bytes.subarray(0, 8), bytes, bytes.length);
      }),
    );
  });
});

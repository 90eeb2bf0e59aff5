// docs/decisions/: one file per decision, named by its number; each says its number in its title,
// its status (accepted, amended by or superseded by a linked later decision) and its area, and the
// index (README.md) links every one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/decisions');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f !== 'README.md')
  .sort();

describe('the decisions', () => {
  it('are one file each, titled by their number, with a status and an area', () => {
    const wrong = files.filter((file) => {
      const text = fs.readFileSync(path.join(DIR, file), 'utf8');
      const number = Number(file.slice(0, 3));
      const status = /^- Status: (accepted|superseded by \[\d+\]\(\d{3}-[a-z0-9-]+\.md\))(; amended by .+)?$/m.test(text);
      const linked = [...text.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].every(([, target]) => fs.existsSync(path.join(DIR, target)));
      return !/^\d{3}-[a-z0-9-]+\.md$/.test(file) || !text.startsWith(`# ${number}. `) || !status || !linked || !/^- Area: .+$/m.test(text);
    });
    expect(wrong).toEqual([]);
  });

  it('are each linked from the index, once', () => {
    const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map(([, file]) => file);
    expect([...listed].sort()).toEqual(files);
  });
});

// The name and code of a role's copy: 'Copia de <name>' and the first free '<code>-COPIA[-n]',
// both within the columns' lengths. Pure, so the rule is tested without a database.

export const COPY_PREFIX = 'Copia de ';

export function copyName(name: string, max = 100): string {
  return `${COPY_PREFIX}${name}`.slice(0, max).trimEnd();
}

/** The first code derived from `code` that none of `taken` holds (compared without case). */
export function copyCode(code: string, taken: Iterable<string>, max = 40): string {
  const used = new Set([...taken].map((c) => c.toLowerCase()));
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '-COPIA' : `-COPIA-${n}`;
    const candidate = `${code.slice(0, max - suffix.length)}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

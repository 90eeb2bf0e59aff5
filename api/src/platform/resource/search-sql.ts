// How `q` and `_like` match text in SQL: accents and case ignored, the user's wildcards taken as text.
// Its own module so the list query and the declarations both import it without a cycle.

/**
 * SQL true when the text `sql` contains the `?` pattern (a LIKE pattern) without regard to accents
 * or case: 'cafe' finds 'Café'. The large tables index f_unaccent(lower(column)) with trigrams.
 */
export const searchMatch = (sql: string) => `f_unaccent(lower(${sql})) like f_unaccent(lower(?))`;

/** searchMatch over a stored column that already holds f_unaccent(lower(...)) of a field. */
export const searchMatchFolded = (column: string) => `${column} like f_unaccent(lower(?))`;

/** The LIKE pattern of searchMatch for "contains `text`": the user's % and _ are text, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The titles of referenced rows that a record brings with it (`titles`, declarations with
// refTitles): a reader who may not list clients or projects still reads them by name.
import { createContext, useContext } from 'react';

export const KnownTitles = createContext<Readonly<Record<string, string>>>({});

export const useKnownTitles = () => useContext(KnownTitles);

const NO_TITLES: Readonly<Record<string, string>> = {};

/** A record's titles, when it carries them. */
export const titlesOf = (record: unknown): Readonly<Record<string, string>> => (record as { titles?: Record<string, string> } | undefined)?.titles ?? NO_TITLES;

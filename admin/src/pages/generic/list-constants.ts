// The specification's grid constants (document 1, section 9).
export const PAGE_SIZE = 20;
export const SEARCH_MIN_LENGTH = 2;
/** Pause after typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Options loaded per page in a reference select; typing searches the rest. */
export const SELECT_PAGE_SIZE = 50;
/** A record's children read whole, on one page of the API's largest (a pre-invoice's comments, its billing notes). */
export const EVERY_ROW = { currentPage: 1, pageSize: 1000, mode: 'server' } as const;

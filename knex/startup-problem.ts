/**
 * A problem of the machine or its settings with a clear fix: `npm start` and `npm run serve` print
 * its message alone, without a trace. Apart from embedded.ts, whose PostgreSQL package installs
 * signal handlers that exit at once: the production start must not load it.
 */
export class StartupProblem extends Error {}

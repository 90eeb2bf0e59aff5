// casbin (the policy the admin shares with the API) reads its model text through Node's global
// `Buffer`; browsers have none, so the `buffer` package casbin already depends on stands in.
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;

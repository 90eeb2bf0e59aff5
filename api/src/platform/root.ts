// The repository's root folder, for what starts a process or reads a built file from it (the
// development and production starts, the test setups, the benches).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The API under junk, part 2 of openapi-fuzz.ts's PARTS (every other operation of /openapi.json).
import { fuzzOperations } from '../testing/openapi-fuzz.ts';

fuzzOperations(2);

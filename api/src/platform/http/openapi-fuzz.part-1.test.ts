// The API under junk, part 1 of openapi-fuzz.ts's PARTS (every other operation of /openapi.json).
import { fuzzOperations } from '../testing/openapi-fuzz.ts';

fuzzOperations(1);

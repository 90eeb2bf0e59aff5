// Every declaration's own test sample, by resource name, as resources.ts lists the resources: what a
// valid payload needs beyond what its field types make up (platform/testing/fixtures.ts).
import { managementSamples } from './management/test-samples.ts';
import { productionSamples } from './production/test-samples.ts';
import { settlementSamples } from './settlement/test-samples.ts';
import type { Sample } from './platform/testing/sample.ts';

export const TEST_SAMPLES: Readonly<Record<string, Sample>> = {
  // Only choice types take options.
  'custom-fields': () => ({ options: null }),
  ...managementSamples,
  ...productionSamples,
  ...settlementSamples,
};

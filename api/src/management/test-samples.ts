// The management declarations' own test samples (platform/testing/sample.ts).
import { registered } from '../platform/resource/models.ts';
import { anyId, uploadedPdf } from '../platform/testing/demo-rows.ts';
import type { Sample } from '../platform/testing/sample.ts';

export const managementSamples: Record<string, Sample> = {
  // A currency (type 1) converts to nothing.
  currencies: () => ({ standardCurrencyId: null }),
  // A service unit must be one of the chosen practice's.
  'activity-types': () => ({ serviceUnitId: null }),
  // A code of its own, and no member who is also an external user of the group.
  'work-groups': ({ counter }) => ({ code: `EQ-T${counter}`, externalUserIds: [] }),
  // One activity of the company's: the smallest diagram that may be saved.
  'flow-types': async ({ owner, companyId }) => {
    const activityTypeId = await anyId(owner, registered('activity-types'), companyId, { active: true });
    return { definition: { nodes: [{ id: 'n1', activityTypeId, x: 0, y: 0 }], edges: [] }, serviceUnitId: null };
  },
  // An https address.
  'company-integrations': ({ counter }) => ({ baseUrl: `https://api.proveedor${counter}.co/v1` }),
  // A file field names an upload of the company.
  'company-files': async ({ owner, companyId, counter }) => ({ file: await uploadedPdf(owner, companyId, `acta-${counter}.pdf`) }),
  // At least one field.
  'dynamic-forms': ({ counter }) => ({ fields: [{ kind: 'textbox', title: `Campo ${counter}` }] }),
};

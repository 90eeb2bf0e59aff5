// The layers of the code, checked by `npm run lint` (dependency-cruiser; type-only imports count).
// From the bottom up: the contract (pure, shared with the admin) and the permission codes; the
// platform with the audit log and the visibility rules it applies; identity (auth, authorization);
// then the domains in the order they build on one another: management (master data), production,
// settlement. A layer imports only those below it; the app's lists (resources.ts, routes.ts, jobs.ts,
// hooks.ts, composed from domains.ts) sit on top and are where the domains register into the platform. No module imports
// itself back through another, types included.
const DOMAIN_LISTS = '^api/src/(domains|resources|routes|jobs|hooks|server|index)\\.ts$';

/** `from` may not import `to`, with the reason people read when lint refuses it. */
const forbid = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from, pathNot: '\\.test\\.tsx?$|/testing/' },
  to: { path: to },
});

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of imports (types included): move what both sides need into a module below them (e.g. platform/resource/types.ts).',
      from: {},
      to: { circular: true },
    },
    forbid(
      'admin-only-contract',
      '^admin/',
      '(^|/)api/(?!src/contract/)',
      'The admin imports from the API only through api/src/contract/ (pure modules shared by both; decision 67).',
    ),
    forbid(
      'contract-is-pure',
      '^api/src/contract/',
      '^api/src/(?!contract/)',
      'The contract imports nothing outside api/src/contract/ but the permission codes (policies/).',
    ),
    forbid(
      'platform-below-identity-and-domains',
      '^api/src/(platform|audit)/',
      `^api/src/(auth|management|production|settlement)/|${DOMAIN_LISTS}`,
      'The platform and the audit log import no domain: the domains register into them (resources.ts, routes.ts, jobs.ts, hooks.ts).',
    ),
    forbid(
      'authorization-below-domains',
      '^api/src/authorization/',
      `^api/src/(management|production|settlement)/|${DOMAIN_LISTS}`,
      'Who sees what is decided below the domains, which ask it (docs/visibility.md).',
    ),
    forbid(
      'auth-below-domains',
      '^api/src/auth/',
      `^api/src/(management|production|settlement)/|${DOMAIN_LISTS}`,
      'Identity and sessions sit below the domains.',
    ),
    forbid(
      'management-below-production',
      '^api/src/management/',
      `^api/src/(production|settlement)/|${DOMAIN_LISTS}`,
      'Master data is below production and settlement; a value both need lives in api/src/contract/.',
    ),
    forbid(
      'production-below-settlement',
      '^api/src/production/',
      `^api/src/settlement/|${DOMAIN_LISTS}`,
      'Production is below settlement; settlement reads production, not the other way.',
    ),
    forbid('settlement-below-the-lists', '^api/src/settlement/', DOMAIN_LISTS, 'A domain is given the app’s lists by its caller, it does not import them.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.tmp)/' },
    // Types-only imports are dependencies too: a type-level cycle is a cycle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};

// ESLint for every workspace: typescript-eslint's recommended rules, React hooks rules in the admin.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'admin/dist/**', '.data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // One contract between admin and API: the admin (tests included) imports from api/ only the
    // pure modules of api/src/contract/ (decision 67).
    files: ['admin/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)api/(?!src/contract/)', message: 'The admin imports from the API only through api/src/contract/ (pure modules shared by both).' },
          ],
        },
      ],
    },
  },
  {
    // Layers: the platform (with the audit log and the visibility rules it applies) is below every
    // domain and imports none of them; domains register into it (resources.ts, jobs.ts).
    files: ['api/src/platform/**/*.ts'],
    ignores: ['api/src/platform/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(auth|production|settlement|management)/',
              message: 'The platform imports no domain: the domain registers into the platform (api/src/resources.ts, api/src/jobs.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is pure and shared by admin and API: it imports only itself and the permission codes.
    files: ['api/src/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./\\.\\./policies/)',
              message: 'The contract imports nothing outside api/src/contract/ but the permission codes (policies/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);

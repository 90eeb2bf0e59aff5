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
  // The layers (what may import what, and no cycles) are dependency-cruiser's: .dependency-cruiser.mjs.
  {
    // One spelling of a table: snake_case, as the migrations and the SQL name it, in the query
    // builder too (knexSnakeCaseMappers leaves a snake_case name as it is; decision 270). Row
    // objects keep camelCase keys, the mapper's other side.
    files: ['api/**/*.ts', 'seeds/**/*.ts', 'tests/**/*.ts', 'knex/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(trx|knex|db|owner|tx)$/] > Literal.arguments:first-child[value=/^[a-z]+[A-Z]/], CallExpression[callee.property.name=/^(trx|from|join|leftJoin|innerJoin|rightJoin|into|table)$/] > Literal.arguments:first-child[value=/^[a-z]+[A-Z]/]',
          message: 'Name the table in snake_case, as SQL and the migrations do (decision 270).',
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

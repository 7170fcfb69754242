import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Import boundaries (DESIGN "Layout"): shared imports nothing of ours; web never imports server code. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'coverage/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: Object.fromEntries(
      ['process', 'console', 'Buffer', 'URL', 'performance', 'fetch', 'setTimeout', 'clearTimeout', 'AbortController'].map((name) => [name, 'readonly']),
    ) },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**', '../server', '../web'], message: 'src/shared imports nothing from server or web.' },
      { group: ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', 'better-auth*', 'react*', 'node:*'], message: 'src/shared runs in the browser and on the server: only zod.' },
    ]),
  },
  {
    files: ['src/web/**'],
    rules: restrict([{ group: ['**/server/**', '../server', '../../server'], message: 'The web app never imports server code; call the API.' }]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([{ group: ['**/web/**'], message: 'The server never imports web code.' }]),
  },
);

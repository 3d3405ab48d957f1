import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.cjs', 'eslint.config.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', require: 'readonly', module: 'writable' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // chai's property assertions (`.to.exist`, `.to.be.true`) are expressions by design.
    files: ['test/**/*.ts', 'test/**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  {
    // core runs in Node and in the browser: it may not reach for either's globals.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'process',
        'window',
        'document',
        'Buffer',
        'require',
        'setTimeout',
        'setInterval',
      ],
    },
  },
);

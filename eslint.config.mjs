import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = ['landing', 'onboarding', 'dashboard', 'shipments', 'checkout', 'billing', 'team'];

/** What each layer may not import: the arrows between them point one way only. */
const layers = [
  {
    target: './server/services',
    from: ['./server/http', './server/routes'],
    message: 'Services speak the domain: throw a domain error; the http layer maps it.',
  },
  {
    target: ['./src/components', './src/lib', './src/api', './src/state'],
    from: './src/app',
    message: 'Shared app code never imports the app shell.',
  },
  {
    target: './domain',
    from: ['./src', './server', './mocks'],
    message: 'The domain core imports nothing of the app, the server or the mocks.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'coverage',
      'node_modules',
      '.data',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Follows tsconfig's paths, so that an @domain/… import counts as the file it names.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the files an import leads to: TypeScript ones too, with the TS parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch and useAppSelector from src/state/hooks.',
            },
          ],
        },
      ],
      // Features never import each other: shared code lives in components, lib, contract, api.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            ...layers,
          ],
        },
      ],
      // A package never imports this repository's files, so no cycle runs through one: not
      // following them halves the time the rule takes.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);

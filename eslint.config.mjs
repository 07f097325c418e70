import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = ['landing', 'onboarding', 'dashboard', 'shipments', 'checkout', 'billing', 'team'];

/** The single-page app's folders, beside which the driver's page is an entry of its own. */
const appParts = ['app', 'features', 'components', 'lib', 'api', 'state'].map(
  (part) => `./src/${part}`,
);

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
    target: './src/driver',
    from: appParts,
    message: "The driver's page is an entry of its own: React and the domain core only.",
  },
  {
    target: appParts,
    from: './src/driver',
    message: "The app never imports the driver's page, an entry of its own.",
  },
  {
    target: './src/publicTracking',
    from: appParts.filter((part) => part !== './src/components'),
    message: 'The shared tracking page is an entry of its own: React, the domain core, the map.',
  },
  {
    target: './src/publicTracking',
    from: './src/components',
    except: ['./laneMap'],
    message: 'The shared tracking page is an entry of its own: React, the domain core, the map.',
  },
  {
    target: [...appParts, './src/driver'],
    from: './src/publicTracking',
    message: 'Nothing imports the shared tracking page, an entry of its own.',
  },
  {
    target: './domain',
    from: ['./src', './server', './mocks'],
    message: 'The domain core imports nothing of the app, the server or the mocks.',
  },
];

/** What the pages of their own (the driver's, the shared tracking page) never import. */
const LIGHT_ENTRY_PATTERNS = [
  {
    group: ['antd', 'antd/*', '@ant-design/*', 'react-redux', '@reduxjs/*', 'redux-persist'],
    message: 'A page of its own is plain React and CSS.',
  },
  {
    group: [
      'react-router',
      'react-router-dom',
      'dayjs',
      'dayjs/*',
      'yup',
      'final-form',
      'react-final-form',
    ],
    message: 'A page of its own is plain React and CSS.',
  },
  {
    group: [
      '@domain/dispatchSchemas',
      '@domain/schemas',
      '@domain/responseSchemas',
      '@domain/trackingResponseSchemas',
      '@domain/publicTrackingResponseSchemas',
    ],
    message: 'These bring yup or TypeBox along; the server checks every call anyway.',
  },
  {
    group: ['@domain/phoneNumbers', 'libphonenumber-js', 'libphonenumber-js/*'],
    message: "The numbering plans' metadata is heavy: show phones with @domain/phoneReading.",
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-server', 'coverage', 'node_modules', '.data'],
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
  {
    // The shared tracking page, with its map, stays within 120 KB gzip: nor does the map bring antd.
    files: ['src/publicTracking/**/*.{ts,tsx}', 'src/components/laneMap/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: LIGHT_ENTRY_PATTERNS }],
    },
  },
  {
    // The driver's page loads on a phone in a cab: its script stays within 100 KB gzip.
    files: ['src/driver/**/*.{ts,tsx}', 'src/lightEntry/**/*.{ts,tsx}'],
    ignores: ['src/driver/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: LIGHT_ENTRY_PATTERNS }],
    },
  },
  {
    // useApiServer() is jest's set-up of a test file, not a React hook: it is called at the top.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

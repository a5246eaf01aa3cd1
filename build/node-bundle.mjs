// @ts-check
// The Node side that runs outside Electron (the command line, `npm run serve`, and the worker
// threads they start) bundled into dist-cli/ with esbuild, so that no TypeScript compiler runs
// at start-up (issue 30.1: under tsx every command paid about 5 s of CPU). Plain JavaScript:
// it must run before anything is built. esbuild is what tsx and Vite already use.
//
//   node build/node-bundle.mjs            builds dist-cli/
//   node build/node-bundle.mjs <entry>    builds when stale, then runs dist-cli/<entry>.js
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import module from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// DECKLAB_CLI_OUT: another folder (the tests build one of their own to watch a rebuild).
export const outDir = process.env.DECKLAB_CLI_OUT ? resolve(process.env.DECKLAB_CLI_OUT) : join(root, 'dist-cli')
/** Every source file the last build read, with the build's time (written by the build). */
const INPUTS_FILE = join(outDir, 'inputs.json')

/** Entry name → source. Workers sit beside the entries: src-main/threads/worker-thread.ts's findWorker finds them there. */
export const ENTRIES = {
  'deck-lab': 'src-main/cli/main.ts',
  serve: 'src-main/web/serve.ts',
  labWorker: 'src-main/lab/worker.ts',
  importWorker: 'src-main/catalog/import/import-worker.ts',
}

/**
 * Why dist-cli/ must be built again, or null when it is up to date. Cheap (about one stat per
 * source file, no directory walk): only the files the last build read can make it stale, since a
 * new file counts only once an input imports it, and that input is then newer than the build.
 * @returns {string | null}
 */
export function staleReason() {
  let built
  try {
    built = JSON.parse(readFileSync(INPUTS_FILE, 'utf8'))
  } catch {
    return 'no build yet'
  }
  for (const file of [...built.inputs, 'package.json', 'build/node-bundle.mjs']) {
    let mtime
    try {
      mtime = statSync(join(root, file)).mtimeMs
    } catch {
      return `${file} is gone`
    }
    if (mtime > built.builtAt) return `${file} changed`
  }
  return null
}

/**
 * `import { z } from 'zod'` hands on zod's whole namespace, so a bundler keeps all of it: 750 KB,
 * 40 locales and the JSON-schema converters among them, parsed at every start. The sources'
 * `z` becomes an object of just the functions they name (`z.object`, `z.iso`…), found by a scan of
 * the sources at build time; the rest is left out. Type-only names (`z.infer`) are not values of
 * zod and drop out of the list, and so does a namespace read only for its `$` types
 * (`z.core.$ZodIssue`): keeping `z.core` would keep every locale.
 * @returns {import('esbuild').Plugin}
 */
function zodAsUsed() {
  const zodFile = join(root, 'node_modules/zod/v4/classic/external.js')
  return {
    name: 'zod-as-used',
    setup(build) {
      build.onResolve({ filter: /^zod$/ }, (args) => (args.importer.includes('node_modules') ? undefined : { path: 'zod', namespace: 'zod-as-used' }))
      build.onLoad({ filter: /.*/, namespace: 'zod-as-used' }, async () => {
        const values = new Set(Object.keys(await import(pathToFileURL(zodFile).href)))
        const named = new Set()
        for (const dir of ['src-main', 'src-shared'])
          for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }))
            if (file.endsWith('.ts')) for (const m of readFileSync(join(root, dir, file), 'utf8').matchAll(/\bz\.([A-Za-z_$][\w$]*)(?![\w$]|\.\$)/g)) named.add(m[1])
        const used = [...named].filter((name) => values.has(name)).sort()
        // Property reads of a namespace import: esbuild keeps only those exports (and `enum` may be one).
        const fields = used.map((name) => `${name}: zod.${name}`).join(', ')
        return { contents: `import * as zod from ${JSON.stringify(zodFile)}\nexport const z = { ${fields} }\n`, resolveDir: root, loader: 'js' }
      })
    },
  }
}

/**
 * Bundles every entry with its dependencies: one file read instead of hundreds resolved and
 * compiled one by one (zod and pdf-lib are many small modules; loading them was most of a
 * command's start). A bundled CommonJS package finds `require` through the banner.
 */
export async function buildNodeBundle() {
  // Loaded only to build: a run of an up-to-date CLI never pays for esbuild.
  const esbuild = await import('esbuild')
  const builtAt = Date.now()
  // Chunks are named by content hash: the last build's would stay beside the new ones.
  rmSync(outDir, { recursive: true, force: true })
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, join(root, source)])),
    outdir: outDir,
    bundle: true,
    // Shared modules become chunks, and a command's or a game's dynamic import() its own chunk:
    // a command loads only what it uses.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    alias: { '@shared': join(root, 'src-shared') },
    plugins: [zodAsUsed()],
    // Half the bytes to parse at every start (parsing was a fifth of a search's CPU); the linked
    // source maps give the sources' lines back (node --enable-source-maps).
    minify: !process.env.DECKLAB_CLI_READABLE,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  })
  const inputs = Object.keys(result.metafile.inputs)
    .map((file) => relative(root, resolve(root, file)))
    // Files of the project only: not node_modules, nor a plugin's virtual module (`namespace:path`).
    .filter((file) => !file.startsWith('node_modules') && !/^[\w-]+:/.test(file))
  writeFileSync(INPUTS_FILE, JSON.stringify({ builtAt, inputs }))
  // What each output holds, for a look at what a command loads (esbuild's analyzer reads it too).
  writeFileSync(join(outDir, 'meta.json'), JSON.stringify(result.metafile))
  return inputs.length
}

/** Builds dist-cli/ when it is missing or older than a source; says so on stderr (stdout is the command's). */
export async function ensureBuilt() {
  const reason = staleReason()
  if (!reason) return
  const started = performance.now()
  const files = await buildNodeBundle()
  process.stderr.write(`deck-lab: built ${relative(root, outDir) || outDir}/ (${reason}; ${files} files, ${Math.round(performance.now() - started)} ms)\n`)
}

/** Runs a built entry, building first when needed. The entry reads process.argv after the script's name as its own. */
export async function runBuilt(/** @type {keyof typeof ENTRIES} */ entry) {
  // Node 22.1+ keeps V8's compiled code of the modules between runs (parsing and compiling them
  // was about a quarter of a command's start); Node 20 has no such cache and goes on without it.
  module.enableCompileCache?.()
  await ensureBuilt()
  await import(pathToFileURL(join(outDir, `${entry}.js`)).href)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2]
  if (!entry) {
    const started = performance.now()
    const files = await buildNodeBundle()
    console.log(`dist-cli/ built: ${Object.keys(ENTRIES).join(', ')} from ${files} files in ${Math.round(performance.now() - started)} ms`)
  } else if (entry in ENTRIES) {
    // The entry sees the arguments after its name, as when run directly.
    process.argv.splice(1, 2, join(outDir, `${entry}.js`))
    await runBuilt(/** @type {keyof typeof ENTRIES} */ (entry))
  } else {
    console.error(`node-bundle: unknown entry "${entry}" (entries: ${Object.keys(ENTRIES).join(', ')})`)
    process.exitCode = 2
  }
}

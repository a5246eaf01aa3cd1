// Starting a worker thread from source (tsx, vitest) or from the build: shared by the lab's and the
// card import's workers (src-main/lab/worker.ts, src-main/catalog/import/import-worker.ts).
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/** A worker script's names: its TypeScript source beside the caller, its file in the build. */
export interface WorkerNames {
  source: string
  built: string
}

export interface WorkerEntry {
  url: URL
  /** The script is TypeScript: the thread registers tsx's loader before importing it. */
  typescript: boolean
}

/**
 * A worker script: from source (this module is .ts, run by tsx or vitest) the `.ts` beside the
 * calling module; from the build (electron-vite bundles main into out/main/), the built script
 * beside the bundle or one folder up from a chunk. The names are variables so that no bundler
 * rewrites them.
 */
export function findWorker(here: string, names: WorkerNames): WorkerEntry | null {
  if (/\.[cm]?ts$/.test(here)) {
    const url = new URL(names.source, here)
    return existsSync(fileURLToPath(url)) ? { url, typescript: true } : null
  }
  for (const built of [names.built, `../${names.built}`]) {
    const url = new URL(built, here)
    if (existsSync(fileURLToPath(url))) return { url, typescript: false }
  }
  return null
}

/**
 * A thread running `entry`. For TypeScript, `execArgv: ['--import', 'tsx']` is not enough on
 * Node 20 (the worker's main module is loaded before the loader hooks apply: ERR_UNKNOWN_FILE_EXTENSION),
 * so a one-line bootstrap registers tsx's loader (tsx/esm/api) and then imports the script.
 */
export function startWorker(entry: WorkerEntry, workerData?: unknown): Worker {
  if (!entry.typescript) return new Worker(entry.url, { workerData })
  // The ESM build of tsx's API (require.resolve gives the CommonJS one, whose register() fails here).
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.url.href)}) })`
  return new Worker(boot, { eval: true, workerData })
}

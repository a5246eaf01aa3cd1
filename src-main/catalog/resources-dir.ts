// Where the bundled resources/ folder is, for a game's bundled card file, first match wins:
// `DECK_LAB_RESOURCES` (tests, CLI, unusual layouts); up from the calling module (electron-vite
// bundles main into out/main/, build/node-bundle.mjs the CLI into dist-cli/ and dist-cli/chunks/,
// tsx and vitest run it from src-main/…); `<cwd>/resources` (npm
// scripts run from the project root); Electron's `process.resourcesPath` (the packaged app).
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Every folder resources/ may be, in the order tried, seen from the module at `moduleUrl`. */
export function resourcesDirCandidates(moduleUrl: string): string[] {
  const here = dirname(fileURLToPath(moduleUrl))
  const electronResources = (process as { resourcesPath?: string }).resourcesPath
  return [
    process.env.DECK_LAB_RESOURCES,
    resolve(here, '../resources'),
    resolve(here, '../../resources'),
    resolve(here, '../../../resources'),
    resolve(here, '../../../../resources'),
    resolve(process.cwd(), 'resources'),
    electronResources && resolve(electronResources),
    electronResources && resolve(electronResources, 'resources'),
  ].filter((dir): dir is string => typeof dir === 'string' && dir !== '')
}

/** The first resources folder that holds `file`; an Error naming every folder tried when none does. */
export function findResourcesDir(file: string, moduleUrl: string, hint = ''): string {
  const candidates = resourcesDirCandidates(moduleUrl)
  const found = candidates.find((dir) => existsSync(join(dir, file)))
  if (!found) throw new Error(`no ${file} found in any resources folder tried: ${candidates.join(', ')}${hint}`)
  return found
}

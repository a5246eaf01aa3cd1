// The update's source address, a setting main keeps in `card-update-settings.json` under the
// user-data folder, written atomically. A missing or damaged file means the official address.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from '../../../images/atomic-file'
import { normalizeUpdateSource } from './official-source'

export const UPDATE_SETTINGS_FILE = 'card-update-settings.json'
const KIND = 'deck-lab/card-update-settings'

const FileSchema = z.object({ kind: z.literal(KIND), version: z.literal(1), source: z.string().nullable() })

/** The chosen address, or null for the official one. */
export function loadUpdateSource(userDataDir: string): string | null {
  try {
    const parsed = FileSchema.safeParse(JSON.parse(readFileSync(join(userDataDir, UPDATE_SETTINGS_FILE), 'utf8')))
    if (parsed.success && parsed.data.source !== null) return normalizeUpdateSource(parsed.data.source)
  } catch {
    // missing or unreadable: the official address
  }
  return null
}

export function saveUpdateSource(userDataDir: string, source: string | null): Promise<void> {
  return writeFileAtomic(join(userDataDir, UPDATE_SETTINGS_FILE), JSON.stringify({ kind: KIND, version: 1, source }))
}

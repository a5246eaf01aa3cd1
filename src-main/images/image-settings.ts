// The image settings main keeps (host, cache limit), in `image-settings.json` under the user-data
// folder, written atomically. A missing or damaged file means the defaults.
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { IMAGE_CACHE_LIMIT_BOUNDS } from '@shared/channels/images'
import { writeFileAtomic } from './atomic-file'
import { normalizeImageHost } from './image-source'

export const SETTINGS_FILE = 'image-settings.json'
const KIND = 'deck-lab/image-settings'

export const MIB = 1024 * 1024
/** The whole catalog is about 600 MB of scans. */
export const DEFAULT_CACHE_LIMIT = 1024 * MIB

export interface StoredImageSettings {
  /** null: the default host (DECKLAB_IMAGE_HOST, else the official one). */
  host: string | null
  limitBytes: number
}

const FileSchema = z.object({
  kind: z.literal(KIND),
  version: z.literal(1),
  host: z.string().nullable(),
  limitBytes: z.number().int().min(IMAGE_CACHE_LIMIT_BOUNDS.min).max(IMAGE_CACHE_LIMIT_BOUNDS.max),
})

export function loadImageSettings(file: string): StoredImageSettings {
  try {
    const parsed = FileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (parsed.success) {
      const host = parsed.data.host === null ? null : normalizeImageHost(parsed.data.host)
      return { host, limitBytes: parsed.data.limitBytes }
    }
  } catch {
    // missing or unreadable: defaults
  }
  return { host: null, limitBytes: DEFAULT_CACHE_LIMIT }
}

export function saveImageSettings(file: string, settings: StoredImageSettings): Promise<void> {
  return writeFileAtomic(file, JSON.stringify({ kind: KIND, version: 1, ...settings }))
}

// Channels of the card-image cache: bulk downloads for offline play, cache size and settings.
// The images themselves do not travel over the API: see src-shared/images/card-image-url.ts.
import { z } from 'zod'
import { EmptyRequestSchema, GameSchema } from './common'

export * from '../images/card-image-url'

/** Bounds of the cache-limit setting, in bytes (16 MiB to 64 GiB). */
export const IMAGE_CACHE_LIMIT_BOUNDS = { min: 16 * 1024 * 1024, max: 64 * 1024 * 1024 * 1024 } as const

export const ImagePrefetchRequestSchema = z
  .object({ game: GameSchema, codes: z.array(z.string().min(1).max(40)).max(20_000) })
  .strict()

export const ImageJobRequestSchema = z.object({ jobId: z.string().min(1).max(100) }).strict()

export const ImageSettingsRequestSchema = z
  .object({
    /** http(s) origin, optionally with a path prefix; null or '' goes back to the default host. */
    host: z.string().max(500).nullable().optional(),
    limitBytes: z.number().int().min(IMAGE_CACHE_LIMIT_BOUNDS.min).max(IMAGE_CACHE_LIMIT_BOUNDS.max).optional(),
  })
  .strict()
export type ImageSettingsRequest = z.infer<typeof ImageSettingsRequestSchema>

export interface ImageJobStatus {
  jobId: string
  total: number
  /** Images now in the cache (already there, or downloaded). */
  done: number
  failed: number
  running: boolean
  cancelled: boolean
  /** Why each failed (the first 200): `not-found`, `offline`, `no-image`, `bad-image`, … */
  failures: { code: string; reason: string }[]
}

export interface ImageCacheInfo {
  files: number
  bytes: number
  limitBytes: number
  /** The host images are fetched from now. */
  host: string
  /** true when the user chose the host; false: the default. */
  customHost: boolean
  /** The default game's default host (DECKLAB_IMAGE_HOST, else its official host). */
  defaultHost: string
  /** Each game with pictures and its default host (DECKLAB_IMAGE_HOST for all, else each one's official host). */
  defaultHosts: Record<string, string>
  minLimitBytes: number
  maxLimitBytes: number
}

export const imageChannels = {
  'images.prefetch': { request: ImagePrefetchRequestSchema, response: {} as { jobId: string } },
  'images.jobStatus': { request: ImageJobRequestSchema, response: {} as ImageJobStatus },
  'images.cancel': { request: ImageJobRequestSchema, response: {} as ImageJobStatus },
  'images.cacheInfo': { request: EmptyRequestSchema, response: {} as ImageCacheInfo },
  'images.clearCache': { request: EmptyRequestSchema, response: {} as ImageCacheInfo },
  'images.setSettings': { request: ImageSettingsRequestSchema, response: {} as ImageCacheInfo },
} as const

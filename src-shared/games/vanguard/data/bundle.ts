// The bundled catalog resources/vanguard-cards.json: the cards and where they came from (source
// file, its sha256, date, count, and every record left out or corrected), as FFTCG's cards.json.
import { z } from 'zod'
import { VanguardCardSchema, type VanguardCard } from '../card'
import type { SourceNote } from './vanguard-engine'

export interface VanguardBundleMeta {
  /** The source file, relative to the project (`../shared/data/vanguard/…`). */
  source: string
  /** Where that file came from (repository and commit, SOURCE.md). */
  origin: string
  sourceSha256: string
  builtAt: string
  cardCount: number
  generator: string
  notes: SourceNote[]
}

export interface VanguardBundle {
  meta: VanguardBundleMeta
  cards: VanguardCard[]
}

const MetaSchema = z
  .object({
    source: z.string(),
    origin: z.string(),
    sourceSha256: z.string().regex(/^[0-9a-f]{64}$/),
    builtAt: z.string(),
    cardCount: z.number().int().min(0),
    generator: z.string(),
    notes: z.array(z.object({ id: z.string(), action: z.enum(['skipped', 'corrected']), reason: z.string() }).strict()),
  })
  .strict()

/** The bundle checked card by card; throws naming the first bad card and field. */
export function readVanguardBundle(json: unknown): VanguardBundle {
  return readBundle(json, (raw, i) => {
    const read = VanguardCardSchema.safeParse(raw)
    if (read.success) return read.data
    const issue = read.error.issues[0]!
    throw new Error(`vanguard-cards.json: card #${i + 1} (${String((raw as { code?: unknown }).code)}), ${issue.path.join('.') || 'card'}: ${issue.message}`)
  })
}

/**
 * The bundle this project built, read with spot checks instead of every card's schema (as FFTCG's
 * cards.json, src-main/games/fftcg/catalog/bundled-data.ts): scripts/build-vanguard-cards.ts and
 * bundled-cards.test.ts check every card of the committed file with readVanguardBundle, and the
 * schema took about 45 ms of a CLI search's CPU (issue 30). User card sets never come here.
 */
export function readBuiltVanguardBundle(json: unknown): VanguardBundle {
  return readBundle(json, (raw, i) => {
    const card = raw as Partial<Record<keyof VanguardCard, unknown>> | null
    if (typeof card?.code !== 'string' || typeof card.name !== 'string' || typeof card.unitType !== 'string') throw new Error(`vanguard-cards.json: card #${i + 1}: not a card (code, name and unitType expected)`)
    return raw as VanguardCard
  })
}

function readBundle(json: unknown, cardOf: (raw: unknown, i: number) => VanguardCard): VanguardBundle {
  const file = z.object({ meta: MetaSchema, cards: z.array(z.unknown()) }).strict().parse(json)
  const cards = file.cards.map(cardOf)
  if (cards.length !== file.meta.cardCount) throw new Error(`vanguard-cards.json: meta.cardCount is ${file.meta.cardCount} but the file has ${cards.length} cards`)
  return { meta: file.meta, cards }
}

// The bundled catalog resources/mtg-cards.json: the cards of ../shared/data/mtg/ merged one per
// oracle card, with where they came from (each file, its sha256, date, counts and licence note, and
// every record left out). Faces are stored without what their cost and type line give (the parsed
// symbols and the type parts): loading parses them again, which keeps the file about a third smaller.
import { z } from 'zod'
import { COLORS, LAYOUTS, RARITIES, type MtgCard, type MtgFace } from '../card'
import { parseManaCost } from '../mana-cost'
import { parseTypeLine } from '../type-line'

export type StoredFace = Omit<MtgFace, 'cost' | 'supertypes' | 'types' | 'subtypes'>
export type StoredCard = Omit<MtgCard, 'faces'> & { faces: StoredFace[] }

export interface MtgBundleSource {
  /** Relative to the project (`../shared/data/mtg/…`). */
  file: string
  format: 'mtgjson-set' | 'scryfall-cards' | 'scryfall-list'
  /** Where the file came from (repository and commit, from SOURCE.md). */
  origin: string
  /** The licence of that repository, and what it does not cover. */
  licence: string
  sha256: string
  /** How recent the data is: the rules text of the newest data wins. */
  dataDate: string
  /** Printings read, and records left out (their reasons are in meta.skipped). */
  printings: number
  skipped: number
}

export interface MtgBundleMeta {
  generator: string
  builtAt: string
  cardCount: number
  /** Licence and copyright note of the data as a whole (SOURCE.md). */
  notice: string
  sources: MtgBundleSource[]
  skipped: { file: string; name: string; reason: string }[]
}

export interface MtgBundle {
  meta: MtgBundleMeta
  cards: MtgCard[]
}

const text = z.string().max(4000)
const colors = z.array(z.enum(COLORS)).max(5)
const FaceSchema = z
  .object({
    name: z.string().min(1).max(200),
    manaCost: z.string().max(100),
    typeLine: z.string().max(200),
    oracleText: text,
    power: z.string().max(10).nullable(),
    toughness: z.string().max(10).nullable(),
    loyalty: z.string().max(10).nullable(),
    defense: z.string().max(10).nullable(),
    colors,
  })
  .strict()
export const StoredCardSchema = z
  .object({
    id: z.string().min(1).max(200),
    name: z.string().min(1).max(300),
    layout: z.enum(LAYOUTS),
    manaValue: z.number().min(0).max(1_000_000),
    colors,
    colorIdentity: colors,
    keywords: z.array(z.string().max(100)).max(100),
    legalities: z.record(z.string().max(40), z.enum(['legal', 'not_legal', 'banned', 'restricted'])),
    set: z.string().max(20),
    setName: z.string().max(200),
    collectorNumber: z.string().max(20),
    rarity: z.enum(RARITIES),
    faces: z.array(FaceSchema).min(1).max(4),
    imageUrl: z.string().max(500).nullable(),
    dataDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    digital: z.literal(true).optional(),
    fr: z
      .object({
        name: z.string().min(1).max(300),
        faces: z.array(z.object({ name: z.string().max(200), typeLine: z.string().max(200), text: text }).strict()).min(1).max(4),
      })
      .strict()
      .optional(),
  })
  .strict()

const MetaSchema = z
  .object({
    generator: z.string(),
    builtAt: z.string(),
    cardCount: z.number().int().min(0),
    notice: z.string(),
    sources: z.array(
      z
        .object({
          file: z.string(),
          format: z.enum(['mtgjson-set', 'scryfall-cards', 'scryfall-list']),
          origin: z.string(),
          licence: z.string(),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
          dataDate: z.string(),
          printings: z.number().int().min(0),
          skipped: z.number().int().min(0),
        })
        .strict(),
    ),
    skipped: z.array(z.object({ file: z.string(), name: z.string(), reason: z.string() }).strict()),
  })
  .strict()

export function storedCard(card: MtgCard): StoredCard {
  return { ...card, faces: card.faces.map(({ cost, supertypes, types, subtypes, ...kept }) => kept) }
}

function expandFace(face: StoredFace): MtgFace {
  return { ...face, cost: parseManaCost(face.manaCost), ...parseTypeLine(face.typeLine) }
}

/** The file as written: meta and the stored cards. */
export function writeMtgBundle(bundle: MtgBundle): string {
  return JSON.stringify({ meta: bundle.meta, cards: bundle.cards.map(storedCard) })
}

/** The bundle checked card by card; throws naming the first bad card and field. */
export function readMtgBundle(json: unknown, file = 'mtg-cards.json'): MtgBundle {
  return readBundle(json, file, (raw, i) => {
    const read = StoredCardSchema.safeParse(raw)
    if (read.success) return read.data
    const issue = read.error.issues[0]!
    throw new Error(`${file}: card #${i + 1} (${String((raw as { name?: unknown })?.name)}), ${issue.path.join('.') || 'card'}: ${issue.message}`)
  })
}

/**
 * The bundle this project built, read without checking each card's fields again: the build
 * (scripts/build-mtg-cards.ts) and bundled-cards.test.ts check every card of the committed file
 * with readMtgBundle, and the schema's 2,600 checks were a fifth of a CLI search's CPU (issue 30).
 * The file's shape (meta, card count, faces) is still checked; user and downloaded cards never come here.
 */
export function readBuiltMtgBundle(json: unknown, file = 'mtg-cards.json'): MtgBundle {
  return readBundle(json, file, (raw, i) => {
    if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as StoredCard).faces)) throw new Error(`${file}: card #${i + 1}: not a card with faces`)
    return raw as StoredCard
  })
}

function readBundle(json: unknown, file: string, cardOf: (raw: unknown, i: number) => StoredCard): MtgBundle {
  const parsed = z.object({ meta: MetaSchema, cards: z.array(z.unknown()) }).strict().safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`${file}: ${issue.path.join('.') || 'file'}: ${issue.message}`)
  }
  const cards = parsed.data.cards.map((raw, i) => {
    const stored = cardOf(raw, i)
    try {
      return { ...stored, faces: stored.faces.map(expandFace) }
    } catch (error) {
      throw new Error(`${file}: card #${i + 1} (${stored.name}), faces: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
  if (cards.length !== parsed.data.meta.cardCount) throw new Error(`${file}: meta.cardCount is ${parsed.data.meta.cardCount} but the file has ${cards.length} cards`)
  return { meta: parsed.data.meta, cards }
}

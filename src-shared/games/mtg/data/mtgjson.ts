// MTGJSON v5 files (https://mtgjson.com/data-models/) as MtgCards: a set file, AllPrintings (sets
// by code) and AtomicCards (faces by name, no printing). MTGJSON lists each face of a card as its
// own entry (`side` a, b…, linked by `otherFaceIds`); tokens live apart (`tokens`) and are not read.
import type { FrenchCard, Layout, MtgCard, MtgFace } from '../card'
import { cardColors, cardManaValue, keywordsOf, layoutOf, nameId, readFace, readLegalities, readRarity, SkipCard, type FaceKeys, type ReadOutcome } from './assemble'
import { arenaLegalities, isArenaOnly } from './arena'
import { isObject, MtgDataError, RecordReader } from './fields'

const FACE_KEYS: FaceKeys = { name: 'faceName', manaCost: 'manaCost', typeLine: 'type', oracleText: 'text' }

type Json = Readonly<Record<string, unknown>>

/** The file's `meta.date` (its export date), '' when absent. */
function metaDate(file: Json): string {
  return isObject(file.meta) && typeof file.meta.date === 'string' ? file.meta.date : ''
}

function dataOf(json: unknown, file: string, what: string): Json {
  if (!isObject(json) || !isObject(json.data)) throw new MtgDataError(file, 'file', 'data', `is not an object (expected ${what})`)
  return json.data
}

/** A set file `{meta, data: {code, name, releaseDate, cards, tokens…}}`. */
export function readMtgjsonSetFile(json: unknown, file: string): ReadOutcome[] {
  return readMtgjsonSet(dataOf(json, file, 'an MTGJSON set'), file, metaDate(json as Json))
}

/** AllPrintings `{meta, data: {M21: set, …}}`: every set's cards. */
export function readAllPrintings(json: unknown, file: string): ReadOutcome[] {
  const data = dataOf(json, file, 'sets by code')
  const date = metaDate(json as Json)
  return Object.entries(data).flatMap(([code, set]) => {
    if (!isObject(set)) throw new MtgDataError(file, `set ${code}`, 'data', 'is not a set object')
    return readMtgjsonSet(set, file, date)
  })
}

function readMtgjsonSet(set: Json, file: string, dataDate: string): ReadOutcome[] {
  const code = typeof set.code === 'string' ? set.code : '?'
  if (!Array.isArray(set.cards)) throw new MtgDataError(file, `set ${code}`, 'cards', 'is not a list')
  const entries = set.cards.map((entry, i) => RecordReader.of(entry, { file, index: i + 1 }))
  const byUuid = new Map(entries.map((e) => [e.json.uuid, e]))
  const outcomes: ReadOutcome[] = []
  for (const entry of entries) {
    const side = entry.optStr('side', 'a')
    if (side !== 'a') continue // read with its front
    const others = entry.list('otherFaceIds').map((id) => byUuid.get(id)).filter((e): e is RecordReader => e !== undefined)
    const outcome = readEntryFaces([entry, ...others], { set: code.toLowerCase(), setName: typeof set.name === 'string' ? set.name : '' })
    if ('card' in outcome) outcomes.push({ card: { card: dataDate ? { ...outcome.card, dataDate } : outcome.card, releasedAt: typeof set.releaseDate === 'string' ? set.releaseDate : '', dataDate } })
    else outcomes.push(outcome)
  }
  return outcomes
}

/** AtomicCards `{meta, data: {name: [face entries]}}`: rules without a printing (see atomicPrinting). */
export function readAtomicCards(json: unknown, file: string): ReadOutcome[] {
  const data = dataOf(json, file, 'cards by name')
  const dataDate = metaDate(json as Json)
  let index = 0
  return Object.entries(data).map(([name, faces]) => {
    index++
    if (!Array.isArray(faces) || faces.length === 0) throw new MtgDataError(file, `card #${index} (${name})`, 'card', 'is not a list of faces')
    const entries = faces.map((f) => RecordReader.of(f, { file, index }))
    const outcome = readEntryFaces(entries, null)
    return 'card' in outcome ? { card: { card: dataDate ? { ...outcome.card, dataDate } : outcome.card, releasedAt: '', dataDate } } : outcome
  })
}

interface Printing {
  set: string
  setName: string
}

/**
 * One card from its face entries (front first). AtomicCards has no printing: the set is its
 * `firstPrinting`, the collector number '' and the rarity 'common' until a set file or Scryfall
 * gives the real printing (the merge keeps that one, its release date being known).
 */
function readEntryFaces(entries: RecordReader[], printing: Printing | null): { card: MtgCard } | { skipped: { name: string; reason: string } } {
  const front = entries[0]!
  const name = front.str('name')
  const layout = layoutOf(front.str('layout'))
  if (typeof layout !== 'string') return { skipped: { name, reason: layout.skip } }
  try {
    return { card: cardOf(sortBySide(entries, layout), name, layout, printing) }
  } catch (error) {
    if (error instanceof SkipCard) return { skipped: { name, reason: error.reason } }
    throw error
  }
}

/** Faces in side order; a meld card is one face (its side b is the meld result, not its back). */
function sortBySide(entries: RecordReader[], layout: Layout): RecordReader[] {
  const sorted = [...entries].sort((a, b) => a.optStr('side', 'a').localeCompare(b.optStr('side', 'a')))
  return layout === 'meld' ? sorted.slice(0, 1) : sorted
}

function cardOf(entries: RecordReader[], name: string, layout: Layout, printing: Printing | null): MtgCard {
  const front = entries[0]!
  const faces: MtgFace[] = entries.map((e) => readFace(e, FACE_KEYS, e.optStr('faceName', name)))
  const identifiers = front.object('identifiers')
  const oracleId = identifiers && typeof identifiers.scryfallOracleId === 'string' ? identifiers.scryfallOracleId : null
  const legalities = readLegalities(front, 'legalities')
  const digital = isArenaOnly(name, front.json.isOnlineOnly === true, legalities)
  const fr = frenchOf(entries)
  const card: MtgCard = {
    id: oracleId ?? nameId(name),
    name,
    layout,
    manaValue: cardManaValue(layout, faces),
    colors: cardColors(layout, faces),
    colorIdentity: front.colors('colorIdentity') ?? cardColors(layout, faces),
    keywords: keywordsOf(entries.map((e) => e.list('keywords'))),
    // A rebalanced or digital-only card: Arena's formats only (arena.ts).
    legalities: digital ? arenaLegalities(legalities) : legalities,
    set: printing ? printing.set : front.optStr('firstPrinting', '').toLowerCase(),
    setName: printing ? printing.setName : '',
    collectorNumber: printing ? front.str('number') : '',
    rarity: printing ? readRarity(front, 'rarity') : 'common',
    faces,
    imageUrl: null,
  }
  if (digital) card.digital = true
  if (fr) card.fr = fr
  return card
}

/** The French of each face entry's `foreignData`: the face's name (`faceName` on a double-faced card), type line and text. */
function frenchOf(entries: RecordReader[]): FrenchCard | null {
  const french = entries.map((e) => (Array.isArray(e.json.foreignData) ? e.json.foreignData : []).find((f) => isObject(f) && f.language === 'French') as Readonly<Record<string, unknown>> | undefined)
  const first = french[0]
  if (!first || typeof first.name !== 'string') return null
  const str = (f: Readonly<Record<string, unknown>> | undefined, key: string) => (f && typeof f[key] === 'string' ? (f[key] as string) : '')
  const faces = french.map((f, i) => ({ name: str(f, 'faceName') || str(f, 'name') || (i === 0 ? first.name as string : ''), typeLine: str(f, 'type'), text: str(f, 'text') }))
  return { name: first.name, faces }
}

// Scryfall card objects (https://scryfall.com/docs/api/cards), 2019 and current schemas, as
// MtgCards: one object at a time (what a streaming parser of the bulk file feeds), a `list` page,
// or a whole bulk array. Layouts that are not deck cards are skipped (SKIPPED_LAYOUTS), as are
// meld results (the back of two meld cards, never a card of a deck).
import type { FrenchCard, Layout, Legality, MtgCard, MtgFace } from '../card'
import { cardColors, cardManaValue, keywordsOf, layoutOf, nameId, readFace, readLegalities, readRarity, SkipCard, type FaceKeys, type PrintedCard, type ReadOutcome } from './assemble'
import { arenaLegalities, isArenaOnly } from './arena'
import { isObject, MtgDataError, RecordReader, type Where } from './fields'

const FACE_KEYS: FaceKeys = { name: 'name', manaCost: 'mana_cost', typeLine: 'type_line', oracleText: 'oracle_text' }

/** img.scryfall.com was retired (2019 files point there): such addresses are dropped. */
const RETIRED_IMAGE_HOST = /^https?:\/\/img\.scryfall\.com\//

/**
 * One Scryfall card object. `dataDate` is how recent the data is (a bulk file's `updated_at`, a
 * download's date): the merge takes the rules text from the newest data.
 */
export function readScryfallCard(json: unknown, where: Where, dataDate: string): ReadOutcome {
  const card = RecordReader.of(json, where)
  const name = card.str('name')
  if (card.json.object !== undefined && card.json.object !== 'card') card.fail('object', `"${String(card.json.object)}" is not "card"`)
  const sourceLayout = card.str('layout')
  const layout = layoutOf(sourceLayout)
  if (typeof layout !== 'string') return { skipped: { name, reason: layout.skip } }
  if (isMeldResult(card, name)) return { skipped: { name, reason: 'a meld result (the back of two meld cards)' } }
  try {
    return { card: printedCard(card, name, layout, sourceLayout === 'reversible_card', dataDate) }
  } catch (error) {
    if (error instanceof SkipCard) return { skipped: { name, reason: error.reason } }
    throw error
  }
}

function isMeldResult(card: RecordReader, name: string): boolean {
  const parts = card.json.all_parts
  return Array.isArray(parts) && parts.some((p) => isObject(p) && p.component === 'meld_result' && p.name === name)
}

function printedCard(card: RecordReader, name: string, layout: Layout, reversible: boolean, dataDate: string): PrintedCard {
  const faceObjects = Array.isArray(card.json.card_faces) ? card.json.card_faces : null
  if (card.has('card_faces') && !faceObjects) card.fail('card_faces', 'is not a list')
  // A reversible card prints one card twice, its oracle id on each face: it is that card.
  const faceReaders = faceObjects ? faceObjects.map((f, i) => card.face('card_faces', i, f)) : [card]
  const faces: MtgFace[] = (reversible ? faceReaders.slice(0, 1) : faceReaders).map((face) => readFace(face, FACE_KEYS, face === card ? name : face.str('name')))
  const oracle = reversible ? faceReaders[0]! : card
  const front = faceObjects && isObject(faceObjects[0]) ? faceObjects[0] : null
  const image = imageOf(card.object('image_uris')) ?? imageOf(front && isObject(front.image_uris) ? front.image_uris : null)
  const result: MtgCard = {
    id: oracle.has('oracle_id') ? oracle.str('oracle_id') : nameId(name),
    name: reversible ? faces[0]!.name : name,
    layout,
    manaValue: cardManaValue(layout, faces),
    colors: (reversible ? null : card.colors('colors')) ?? cardColors(layout, faces),
    colorIdentity: card.colors('color_identity') ?? cardColors(layout, faces),
    keywords: keywordsOf([card.list('keywords'), ...faceReaders.map((f) => (f === card ? [] : f.list('keywords')))]),
    legalities: releasedLegalities(readLegalities(card, 'legalities'), card.optStr('released_at', ''), dataDate),
    set: card.str('set').toLowerCase(),
    setName: card.optStr('set_name', ''),
    collectorNumber: card.str('collector_number'),
    rarity: readRarity(card, 'rarity'),
    faces,
    imageUrl: image,
    ...(dataDate ? { dataDate: dataDate.slice(0, 10) } : {}),
  }
  // A rebalanced or digital-only card exists on Arena only: out of every paper format (arena.ts).
  if (isArenaOnly(result.name, card.json.digital === true, result.legalities)) Object.assign(result, { digital: true, legalities: arenaLegalities(result.legalities) })
  const french = card.json.lang === 'fr' ? frenchOf(card, faceReaders) : null
  if (french) result.fr = french
  return { card: result, releasedAt: card.optStr('released_at', ''), dataDate }
}

/** Formats that take every Standard set released since a date ('': all of them). */
const FORMATS_SINCE: readonly (readonly [format: string, since: string])[] = [
  ['vintage', ''],
  ['legacy', ''],
  ['commander', ''],
  ['duel', ''],
  ['modern', '2003-07-28'], // Eighth Edition
  ['pioneer', '2012-10-05'], // Return to Ravnica
]

/**
 * A download taken before the card's release (the 2019 Throne of Eldraine file, 2019-09-25 for
 * 2019-10-04) says "not_legal" everywhere but `future`, Scryfall's Standard-to-be: the card was
 * not out yet. Such a card enters Standard at release, so the eternal formats, and Modern and
 * Pioneer for sets since their first, take it too (bans announced later are not in this data,
 * as for every card of it). Otherwise the legalities are the file's.
 */
export function releasedLegalities(legalities: Record<string, Legality>, releasedAt: string, dataDate: string): Record<string, Legality> {
  const preRelease = releasedAt !== '' && dataDate !== '' && releasedAt > dataDate
  const onlyFuture = Object.keys(legalities).length === 1 && legalities.future === 'legal'
  if (!preRelease || !onlyFuture) return legalities
  const released: Record<string, Legality> = { ...legalities, standard: 'legal' }
  for (const [format, since] of FORMATS_SINCE) if (releasedAt >= since) released[format] = 'legal'
  return released
}

/** A French Scryfall printing's printed name, type line and text (Scryfall keeps the oracle's English in name, type_line and oracle_text). */
function frenchOf(card: RecordReader, faces: RecordReader[]): FrenchCard | null {
  const name = card.optStr('printed_name', '')
  const frFaces = faces.map((face) => ({ name: face.optStr('printed_name', face === card ? name : ''), typeLine: face.optStr('printed_type_line', ''), text: face.optStr('printed_text', '') }))
  const joined = name || frFaces.map((f) => f.name).join(' // ')
  return joined.replace(/[ /]/g, '') ? { name: joined, faces: frFaces } : null
}

function imageOf(uris: Readonly<Record<string, unknown>> | null): string | null {
  const url = uris?.normal
  return typeof url === 'string' && !RETIRED_IMAGE_HOST.test(url) ? url : null
}

/** A bulk file (a JSON array of card objects) or any array of them. */
export function readScryfallCards(json: unknown, file: string, dataDate: string): ReadOutcome[] {
  if (!Array.isArray(json)) throw new MtgDataError(file, 'file', 'card', 'is not a list of Scryfall card objects')
  return json.map((card, i) => readScryfallCard(card, { file, index: i + 1 }, dataDate))
}

/** A `list` object (a search page, `/cards/collection`): its `data`. `has_more` pages are the caller's to fetch. */
export function readScryfallList(json: unknown, file: string, dataDate: string): ReadOutcome[] {
  if (!isObject(json) || json.object !== 'list') throw new MtgDataError(file, 'file', 'object', 'is not a Scryfall "list" object')
  return readScryfallCards(json.data, file, dataDate)
}

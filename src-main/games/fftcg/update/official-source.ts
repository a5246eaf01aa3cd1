// The official card browser's card list: where it is, what to ask it, and who is asking.
import { APP_VERSION } from '../../../version'

/** POST with an empty search: every card, every language (SOURCE.md, docs/card-data-update.md). */
export const OFFICIAL_CARDS_URL = 'https://fftcg.square-enix-games.com/en/get-cards'

/** The official service's own search with no filter: it answers with every card. */
export const EVERY_CARD_QUERY = {
  language: 'en', text: '', type: [], element: [], cost: [], rarity: [], power: [], category: [], set: [],
  multicard: '', ex_burst: '', code: '', special: '', exactmatch: 0,
} as const

/**
 * Says who asks and how, so that the service's operators can tell Deck Lab apart. The project has
 * no public address yet: a contact URL goes in the brackets once it has one (noted in the docs).
 */
export const USER_AGENT = `DeckLab/${APP_VERSION} (desktop deck builder; card data update, one request at a time)`

export { normalizeUpdateSource, sourceName } from '../../../net/http-address'

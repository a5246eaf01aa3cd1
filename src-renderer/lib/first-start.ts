// The first start of the app opens on the start page (three ways in, sample decks) rather than on
// a card list; every later start, or a first start with decks already (an upgrade, a restore),
// opens on the cards as before. Kept in localStorage with the language: a hint, not user data.
export const FIRST_START_KEY = 'decklab.firstStartSeen'

export function firstStartSeen(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(FIRST_START_KEY) === '1'
  } catch {
    return true // storage disabled: never trap the player on the start page
  }
}

export function markFirstStartSeen(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(FIRST_START_KEY, '1')
  } catch {
    // storage disabled: the start page shows again next time, which is harmless
  }
}

/** Where `/` leads: the start page on a first start with an empty library, else the cards. */
export async function homeRoute(seen: boolean, hasDecks: () => Promise<boolean>): Promise<'/start' | '/cards'> {
  if (seen) return '/cards'
  return (await hasDecks().catch(() => true)) ? '/cards' : '/start'
}

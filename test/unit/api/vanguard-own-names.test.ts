// Issue 29 point 7 for Vanguard: a player's own card set has a card of the same name as an
// official card ("Stealth Dragon, Tensha Stead", D-BT01/012). A decklist naming it takes the
// player's card, and the line says which it took and which official card shares the name; a
// code still names the official card. Before, the official printing won silently (Vanguard reads
// cards of one name as printings of one card and kept the first, the official one).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ParsedDecklist } from '@shared/decklist/parse'
import { createMainServices } from '../../../src-main/services'

const services = createMainServices({ userDataDir: mkdtempSync(join(tmpdir(), 'decklab-vanguard-own-names-')) })
async function call<T>(channel: string, payload: object): Promise<T> {
  const envelope = await services.dispatch(channel, { game: 'vanguard', ...payload }, { transport: 'http' })
  if (!envelope.ok) throw new Error(`${channel}: ${envelope.error.message}`)
  return envelope.value as T
}
const OFFICIAL = { code: 'D-BT01/012', name: 'Stealth Dragon, Tensha Stead' }
const unit = (code: string, name: string, grade: number) => ({
  code, name, grade, power: 8000, shield: 5000, critical: 1, trigger: null, triggerPower: 0, skill: 'boost',
  unitType: 'normal', orderType: null, nations: ['Dragon Empire'], clan: null, set: 'MY', text: '',
})
type VanguardParsed = Omit<ParsedDecklist, 'piles'> & { piles: { ride: { code: string; count: number }[]; main: { code: string; count: number }[] } }

describe('issue 29.7: Vanguard decklists take the player’s own card over an official one of the same name', () => {
  it('takes the official card while no set of the player has the name', async () => {
    const parsed = await call<VanguardParsed>('decklist.parse', { text: `4 ${OFFICIAL.name}` })
    expect(parsed.piles.main).toEqual([{ code: OFFICIAL.code, count: 4 }])
  })

  it('takes the player’s card, says which one it took and which it passed over, and a code still names the official one', async () => {
    await call('sets.save', { name: 'My dragons', cards: [unit('MY-001', OFFICIAL.name, 1), unit('MY-002', 'Only Mine', 2)], pictures: {} })
    const parsed = await call<VanguardParsed>('decklist.parse', { text: `Main deck\n4 ${OFFICIAL.name.toUpperCase()}\n2 Only Mine\n1 ${OFFICIAL.code}` })
    expect(parsed.errors).toEqual([])
    expect(parsed.piles.main).toEqual([{ code: 'MY-001', count: 4 }, { code: 'MY-002', count: 2 }, { code: OFFICIAL.code, count: 1 }])
    const notes = parsed.lines.filter((l) => l.status === 'card').map((l) => l.notes ?? [])
    expect(notes).toEqual([[`"${OFFICIAL.name.toUpperCase()}" is also the name of ${OFFICIAL.code}: took MY-001, from your card set "My dragons"`], [], []])
  })
})

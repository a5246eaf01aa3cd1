// Every event and every refusal reads as a sentence in English and in French.
import { describe, expect, it } from 'vitest'
import { describeError, describeEvent, type ErrorKind, type GameEvent } from '@shared/games/fftcg/engine'

const EVENTS: GameEvent[] = [
  { kind: 'gameStarted', onThePlay: true, format: 'constructed', deckSize: 50 },
  { kind: 'shuffled' },
  { kind: 'drew', cards: ['c1', 'c2'] },
  { kind: 'mulligan', bottom: ['c1'] },
  { kind: 'keptHand' },
  { kind: 'turnStarted', turn: 3, ownTurn: 2 },
  { kind: 'opponentTurn', turn: 2 },
  { kind: 'phase', phase: 'attack' },
  { kind: 'activated', cards: ['c1'] },
  { kind: 'stayedFrozen', cards: ['c1'] },
  { kind: 'cast', card: 'c1', dull: ['c2'], discard: ['c3'], cp: 3, wasted: 1 },
  { kind: 'entered', card: 'c1', dull: true },
  { kind: 'summonResolved', card: 'c1' },
  { kind: 'multicardUnknown', card: 'c1', others: ['c2'] },
  { kind: 'attacked', attackers: ['c1', 'c2'], dulled: ['c1'] },
  { kind: 'opponentDamaged', amount: 1, total: 4 },
  { kind: 'damageTaken', card: 'c1', total: 2 },
  { kind: 'exBurst', card: 'c1' },
  { kind: 'broken', card: 'c1', rule: '12.4.5' },
  { kind: 'discarded', cards: ['c1'], reason: 'hand-size' },
  { kind: 'damageRemoved', cards: ['c1'] },
  { kind: 'moved', card: 'c1', from: 'hand', to: 'deck', position: 'bottom' },
  { kind: 'dulled', card: 'c1' },
  { kind: 'activatedCard', card: 'c1' },
  { kind: 'frozen', card: 'c1', frozen: true },
  { kind: 'forwardDamaged', card: 'c1', amount: 3000, total: 5000 },
  { kind: 'powerModified', card: 'c1', amount: -1000, power: 5000 },
  { kind: 'counter', card: 'c1', name: 'KO', value: 2 },
  { kind: 'searched', card: 'c1', to: 'hand' },
  { kind: 'looked', cards: ['c1'] },
  { kind: 'arranged', top: ['c1'], bottom: ['c2'] },
  { kind: 'gameWon', rule: '3.1.1' },
  { kind: 'gameLost', rule: '3.1.2', reason: 'draw-empty' },
]

const ERROR_KINDS: ErrorKind[] = [
  'game-over', 'wrong-phase', 'not-in-zone', 'same-zone', 'not-a-character', 'not-a-forward', 'bad-amount', 'bad-order',
  'mulligan-used', 'backups-full', 'same-name', 'light-dark', 'payment-duplicate', 'payment-self', 'payment-light-dark-discard',
  'payment-not-backup', 'payment-backup-dull', 'payment-short', 'payment-excess', 'payment-element', 'no-payment', 'attack-none',
  'attack-dull', 'attack-summoning-sick', 'attack-already', 'party-element', 'hand-size',
]

describe('describeEvent', () => {
  it.each(EVENTS.map((e) => [e.kind, e] as const))('%s reads in English and French', (_, event) => {
    const en = describeEvent(event, 'en', (id) => `Card ${id}`)
    const fr = describeEvent(event, 'fr', (id) => `Carte ${id}`)
    expect(en).toMatch(/\.$/)
    expect(fr).toMatch(/\.$/)
    expect(en).not.toBe(fr)
    expect(`${en}${fr}`).not.toContain('undefined')
  })
})

describe('describeError', () => {
  it.each(ERROR_KINDS)('%s has a French sentence and names its rule', (kind) => {
    const error = { kind, rule: '11.2.1.1', reason: 'because', params: { cp: 2, cost: 3, excess: 1, limit: 5, elements: 'fire', max: 5, name: 'Zack' } }
    expect(describeError(error, 'en')).toBe('Refused (rule 11.2.1.1): because.')
    const fr = describeError(error, 'fr')
    expect(fr).toMatch(/^Refusé \(règle 11\.2\.1\.1\) : .+\.$/)
    expect(fr).not.toContain('undefined')
  })
})

describe('5.2.1.2 a refusal names the elements in French (issue 16 item 6)', () => {
  it('says feu, vent and terre, not fire, wind and earth', () => {
    const error = (elements: string) => ({ kind: 'payment-element' as const, rule: '5.2.1.2', reason: 'x', params: { elements } })
    expect(describeError(error('fire'), 'fr')).toBe('Refusé (règle 5.2.1.2) : il faut au moins un CP de chaque élément de la carte (feu).')
    expect(describeError(error('wind, earth'), 'fr')).toContain('(vent, terre)')
  })
})

describe('a count reads with its noun in the right number, never "carte(s)" (issue 16 item 6)', () => {
  it('says 1 card / 1 carte and 2 cards / 2 cartes in the draw, the opponent’s damage and the hand limit', () => {
    const drew = (n: number, locale: 'en' | 'fr') => describeEvent({ kind: 'drew', cards: Array.from({ length: n }, (_, i) => `c${i}`) }, locale)
    expect(drew(1, 'en')).toBe('Drew 1 card: c0.')
    expect(drew(2, 'fr')).toBe('Pioche de 2 cartes : c0, c1.')
    expect(drew(1, 'fr')).toBe('Pioche de 1 carte : c0.')
    expect(describeEvent({ kind: 'opponentDamaged', amount: 1, total: 1 }, 'fr')).toBe('L’adversaire subit 1 point de dégâts (total 1).')
    const handSize = { kind: 'hand-size' as const, rule: '9.5.1.2', reason: 'x', params: { excess: 1, limit: 5 } }
    expect(describeError(handSize, 'fr')).toBe('Refusé (règle 9.5.1.2) : défaussez exactement 1 carte pour finir le tour avec 5.')
  })
})

describe('French log lines name the zones in French (issue 16)', () => {
  it('says zone de dégâts and zone de destruction, never Damage Zone or Break Zone', () => {
    const lines = [
      describeEvent({ kind: 'damageTaken', card: 'c1', total: 1 }, 'fr'),
      describeEvent({ kind: 'summonResolved', card: 'c1' }, 'fr'),
      describeEvent({ kind: 'broken', card: 'c1', rule: '12.4.5' }, 'fr'),
      describeEvent({ kind: 'moved', card: 'c1', from: 'hand', to: 'breakZone', position: 'top' }, 'fr'),
    ]
    expect(lines.join(' ')).not.toMatch(/Damage Zone|Break Zone/)
    expect(lines[0]).toContain('zone de dégâts')
    expect(lines[1]).toContain('zone de destruction')
  })
})

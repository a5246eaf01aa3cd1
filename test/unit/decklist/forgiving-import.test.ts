// Issue 16 item 9: import forgives what search forgives, and calls a wrong code a wrong code.
// Issue 16 item 6: what the parser says comes as ids with values (translated by the app), with
// the CLI's English made from the very same parts.
import { describe, expect, it } from 'vitest'
import { parseDecklist } from '@shared/decklist/parse'
import { englishJoined, LINE_MESSAGE_IDS } from '@shared/decklist/line-messages'
import { MAX_SUGGESTIONS } from '@shared/decklist/parse-text'
import { cards, resolver } from './fixtures'

const parse = (text: string) => parseDecklist(text, resolver)
const codesNamed = (name: string) => cards.filter((c) => c.name === name).map((c) => c.code)

describe('a misspelt name gets a "did you mean"', () => {
  it('offers Shantotto for "3 Shantoto", with her printings as the cards to pick', () => {
    const [line] = parse('3 Shantoto').lines
    expect(line!.error!.kind).toBe('unknown-name')
    expect(line!.error!.message).toBe('No card is named "Shantoto"; did you mean Shantotto?')
    const shantotto = codesNamed('Shantotto')
    expect(shantotto.length).toBeGreaterThan(0)
    expect(line!.error!.candidates).toBeDefined()
    expect(line!.error!.candidates!.every((code) => shantotto.includes(code))).toBe(true)
  })

  it('forgives as many typos as the search does: one in a 5-letter name, none in a 3-letter one', () => {
    expect(parse('2 Clowd').lines[0]!.error!.message).toContain('did you mean Cloud?')
    expect(parse('2 Vax').lines[0]!.error!.message).not.toContain('did you mean')
  })

  it('offers a handful of Shantotto\'s 13 cards for "3 Shantoto", each card once', () => {
    const candidates = parse('3 Shantoto').lines[0]!.error!.candidates!
    const identities = new Set(cards.filter((c) => c.name === 'Shantotto').map((c) => c.identity))
    expect(identities.size).toBeGreaterThan(MAX_SUGGESTIONS) // so that the cap is what is tested
    expect(candidates).toHaveLength(MAX_SUGGESTIONS)
    const picked = candidates.map((code) => resolver.byCode(code)!.identity)
    expect(new Set(picked).size).toBe(candidates.length)
  })

  it('says how many near cards the cap leaves out ("3 Shantoto": 5 offered, and the rest counted)', () => {
    const { error } = parse('3 Shantoto').lines[0]!
    const near = resolver.distinct(resolver.nearNames!('Shantoto'))
    expect(near.length).toBeGreaterThan(MAX_SUGGESTIONS)
    expect(error!.candidates).toHaveLength(MAX_SUGGESTIONS)
    expect(error!.moreCandidates).toBe(near.length - MAX_SUGGESTIONS)
  })

  it('counts no more when every near card is offered ("3 Louisox")', () => {
    expect(parse('3 Louisox').lines[0]!.error!.moreCandidates).toBeUndefined()
  })

  it('offers a reprinted card once, by its original printing ("Louisox": Louisoix 5-120C, reprinted as Re-142C)', () => {
    const printings = cards.filter((c) => c.name === 'Louisoix').map((c) => c.code)
    expect(printings).toEqual(expect.arrayContaining(['5-120C', 'Re-142C']))
    expect(parse('3 Louisox').lines[0]!.error!.candidates).toEqual(['5-120C'])
    // the same card printed in two Opus (Chaos, Walker of the Wheel 3-071H and 8-066C)
    expect(parse('1 Chaos, Walker of the Whel').lines[0]!.error!.candidates).toEqual(['3-071H'])
  })

  it('offers each near name before a second card of any ("Ninj": Nine among two dozen Ninjas)', () => {
    const near = resolver.distinct(resolver.nearNames!('Ninj'))
    expect(near.length).toBeGreaterThan(MAX_SUGGESTIONS)
    expect(new Set(near.map((c) => c.name))).toEqual(new Set(['Ninja', 'Nine']))
    const candidates = parse('2 Ninj').lines[0]!.error!.candidates!
    expect(candidates).toHaveLength(MAX_SUGGESTIONS)
    expect(new Set(candidates.map((code) => resolver.byCode(code)!.name))).toEqual(new Set(['Ninja', 'Nine']))
  })

  it('offers nothing for a name far from every card', () => {
    const { error } = parse('3 Xyzzy').lines[0]!
    expect(error!.message).toBe('No card is named "Xyzzy"')
    expect(error!.candidates).toBeUndefined()
  })
})

describe('a code-shaped word is read as a code', () => {
  it('reports "99-999Z Nobody" as an unknown code, not as a name', () => {
    const { error } = parse('3 99-999Z Nobody').lines[0]!
    expect(error!.kind).toBe('unknown-code')
    expect(error!.message).toContain('No card has the code 99-999Z')
    expect(error!.message).not.toContain('named')
  })

  it('still reads a real code with any case of rarity letter', () => {
    expect(parse('3 1-001h').lines[0]!).toMatchObject({ status: 'card', code: '1-001H' })
  })
})

describe('what the parser says, as parts', () => {
  it('gives every error and note as known ids, whose English is the message', () => {
    const text = ['Deck: A', 'Deck: B', 'Format: Constructed', 'Format: Limited', 'Format: Unknown', 'Forwards (3)', '3 Shantoto', '0 Cloud', '3 99-999', '3 Cloud',
      '2 1-001H', '1 1-001H', 'Backups (9)', '1 Xyzzy', 'x1 1-001H Vaan'].join('\n')
    const lines = parse(text).lines
    const errors = lines.filter((l) => l.error)
    const noted = lines.filter((l) => l.notes?.length)
    expect(errors.length).toBeGreaterThanOrEqual(6)
    expect(noted.length).toBeGreaterThanOrEqual(3)
    for (const line of errors) {
      expect(line.error!.parts!.every((p) => LINE_MESSAGE_IDS.includes(p.id))).toBe(true)
      expect(englishJoined(line.error!.parts!)).toBe(line.error!.message)
    }
    for (const line of noted) expect(line.noteParts!.map((p) => englishJoined([p]))).toEqual(line.notes)
  })
})

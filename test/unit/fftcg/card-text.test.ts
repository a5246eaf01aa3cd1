import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decodeHtmlEntities, detectKeywords, hasExBurstMarker, MULTI_PLAYABLE_TEXT, parseCardText, plainText } from '@shared/games/fftcg/card-text'
import type { TextToken } from '@shared/games/fftcg/card'

// Texts copied from ../shared/data/fftcg/cards.merged.json (official API text_en).
const REAL = {
  // Gilgamesh: the card with the most distinct cost symbols in the data.
  '19-113C': '[[i]]Warp 1 --[[/]] 《風》《雷》[[br]]   Haste Brave[[br]]   [[s]]Hurricane [[/]]《S》《風》《雷》《1》《ダル》: Choose 1 Forward. Break it.',
  '1-028R': '[[ex]]EX BURST[[/]] When Reynn enters the field, you may search for 1 [Card Name (Lann)] and add it to your hand.[[br]] 《火》《１》《ダル》: Choose 1 [Card Name (Lann)]. It gains +1000 power until the end of the turn.',
  '5-124H': '《0》: Until the end of the turn, Ozma also becomes a Forward with 8000 power and "If Ozma is dealt damage by a Dark card, the damage becomes 0 instead." You can only use this ability once per turn.[[br]][[s]]Flare Star[[/]] 《S》《水》《水》《2》《ダル》: All the Forwards opponent controls lose 2000 power for each CP required to play them until the end of the turn. You can only use this ability if Ozma is a Forward.',
  '1-111C': '《X》《ダル》, put Tama into the Break Zone: Play 1 Character Card of cost X or less from your hand onto the field.',
  '19-018R': 'At the end of each of your turns, gain 《C》.',
  '1-035C': '《氷》《氷》《ダル》: Choose 1 Forward. Dull it.',
  '4-091C': '《土》《1》《ダル》: Choose 1 Forward. It gains Brave until the end of the turn.',
  'B-011': 'When Sin enters the field, break all the Forwards and Monsters opponent controls.[[br]]   [[s]]Giga-Graviton[[/]] 《S》《9》: At the end of your next turn, if Sin is on the field, your opponent loses the game. You can only use this ability during your turn.',
  '22-112R': '(Cards with 《LB》 cannot be included in your main deck.)[[br]]   [[i]]Limit Break -- 1[[/]][[br]]   When Zack enters the field, choose 1 Forward. Deal it 3000 damage.',
  '20-045C': 'When Botanist enters the field, you may remove 1 Backup without 《一般》 you control from the game. When you do so, play 1 Backup from your hand onto the field. Its auto-ability will not trigger.',
  '4-120R': 'EX BURST When Restrictor enters the field, you may search for 1 [[i]]Job Tsviets[[/]] and add it to your hand.',
  '13-012R': 'If you have received 5 points of damage or more, the cost required to cast Bahamut is reduced by 3.[[ex]][[br]]   EX BURST[[/]] Choose 1 Forward. Deal it 8000 damage. If it is put from the field into the Break Zone this turn, remove it from the game instead.',
  '6-089R': '<p>You can only pay with CP produced by Lightning Backups to cast Estinien from your hand.<br />\r\nYou cannot play Estinien from your hand due to Summons or abilities.<br />\r\nHaste First Strike</p>\r\n',
  '3-114C': '<p>Haste　First Strike[[br]][[s]]Cherry Blossom[[/]] 《S》《雷》《雷》: For each [[i]]Job Dragoon[[/]] and [[i]]Card name Dragoon[[/]] you control, deal 2000 damage to all the Forwards opponent controls.</p>\r\n',
  '1-016C': 'Haste (This Character can attack or use abilities containing 《ダル》 in the cost the turn it enters the field.)',
  '1-014C': 'Brave (Attacking does not cause this Forward to dull.)',
  '5-050H': 'Haste[[br]] 《風》: Adelle cannot be blocked this turn.',
  'Re-014H/PR-108': 'Haste[[br]]When Squall enters the field or attacks, choose 1 Forward. It gains +2000 power until the end of the turn.[[br]][[i]]Damage 3 --[[/]] When Squall attacks, choose 1 Forward. It gains "This Forward cannot block." until the end of the turn.',
  '22-074R': '[[ex]]EX BURST [[/]]When Alba enters the field due to an ability, choose 1 Forward of cost 4 or less opponent controls. Break it.[[br]]   When Alba enters the field, choose 1 [[i]]Job Warrior of Darkness[[/]] Forward. It gains Haste until the end of the turn.',
  '9-017C': '[[ex]]EX BURST [[/]]Choose 1 Forward. Until the end of the turn, it gains +1000 power and First Strike. Draw 1 card. If you have received 4 points of damage or more, it also gains Haste until the end of the turn.',
  '24-057C': 'When Cloud enters the field, you may pay 《土》《2》. When you do so, choose 1 dull Forward. Break it.[[br]][[s]]Braver[[/]] 《S》《土》《ダル》: Choose 1 dull Forward. Break it.',
  '23-009H': 'When Zorn &amp; Thorn enters the field or attacks, choose 1 Forward opponent controls. It gains "If possible, this Forward must block." until the end of the turn.[[br]]   When Zorn &amp; Thorn is put from the field into the Break Zone, you may search for 1 Monster of cost 2 or less and play it onto the field.',
  'Re-159C/10-119R': '[[ex]]EX BURST[[/]][[b]] [[/]]When Verena enters the field, you may search for 1 Job Goblin[[b]] [[/]]or[[b]] [[/]]Card Name Goblin and add it to your hand.',
} as const

describe('parseCardText: official markup to tokens', () => {
  it('19-113C: warp cost, keyword line, ability name, special, element CP, generic and dull', () => {
    expect(parseCardText(REAL['19-113C'])).toEqual<TextToken[]>([
      { kind: 'text', text: 'Warp 1 --', style: 'italic' },
      { kind: 'text', text: ' ' },
      { kind: 'cp', element: 'wind' },
      { kind: 'cp', element: 'lightning' },
      { kind: 'break' },
      { kind: 'text', text: 'Haste Brave' },
      { kind: 'break' },
      { kind: 'text', text: 'Hurricane ', style: 'ability' },
      { kind: 'special' },
      { kind: 'cp', element: 'wind' },
      { kind: 'cp', element: 'lightning' },
      { kind: 'generic', amount: 1 },
      { kind: 'dull' },
      { kind: 'text', text: ': Choose 1 Forward. Break it.' },
    ])
  })

  it('1-028R: EX BURST marker, full-width 《１》 and text in square brackets kept as is', () => {
    expect(parseCardText(REAL['1-028R'])).toEqual<TextToken[]>([
      { kind: 'exBurst' },
      { kind: 'text', text: ' When Reynn enters the field, you may search for 1 [Card Name (Lann)] and add it to your hand.' },
      { kind: 'break' },
      { kind: 'cp', element: 'fire' },
      { kind: 'generic', amount: 1 },
      { kind: 'dull' },
      { kind: 'text', text: ': Choose 1 [Card Name (Lann)]. It gains +1000 power until the end of the turn.' },
    ])
  })

  it('maps every cost symbol found in the data', () => {
    const symbols = (id: keyof typeof REAL) => parseCardText(REAL[id]).filter((t) => t.kind !== 'text' && t.kind !== 'break')
    expect(symbols('5-124H')).toEqual([
      { kind: 'generic', amount: 0 },
      { kind: 'special' },
      { kind: 'cp', element: 'water' },
      { kind: 'cp', element: 'water' },
      { kind: 'generic', amount: 2 },
      { kind: 'dull' },
    ])
    expect(symbols('1-111C')).toEqual([{ kind: 'generic', amount: 'X' }, { kind: 'dull' }])
    expect(symbols('19-018R')).toEqual([{ kind: 'crystal' }])
    expect(symbols('1-035C')).toEqual([{ kind: 'cp', element: 'ice' }, { kind: 'cp', element: 'ice' }, { kind: 'dull' }])
    expect(symbols('4-091C')).toEqual([{ kind: 'cp', element: 'earth' }, { kind: 'generic', amount: 1 }, { kind: 'dull' }])
    expect(symbols('B-011')).toEqual([{ kind: 'special' }, { kind: 'generic', amount: 9 }])
    expect(symbols('22-112R')).toEqual([{ kind: 'limitBreak' }])
  })

  it('maps Light and Dark CP (no card text in the data uses them yet)', () => {
    expect(parseCardText('《光》《闇》《3》')).toEqual([
      { kind: 'cp', element: 'light' },
      { kind: 'cp', element: 'dark' },
      { kind: 'generic', amount: 3 },
    ])
  })

  it('20-045C: 《一般》 (the multi-playable icon) becomes readable words', () => {
    const tokens = parseCardText(REAL['20-045C'])
    expect(tokens).toHaveLength(1)
    expect(plainText(tokens)).toBe(
      `When Botanist enters the field, you may remove 1 Backup without ${MULTI_PLAYABLE_TEXT} you control from the game. When you do so, play 1 Backup from your hand onto the field. Its auto-ability will not trigger.`,
    )
  })

  it('4-120R: plain EX BURST at the start of older texts is the marker', () => {
    const tokens = parseCardText(REAL['4-120R'])
    expect(tokens[0]).toEqual({ kind: 'exBurst' })
    expect(tokens[1]).toEqual({ kind: 'text', text: ' When Restrictor enters the field, you may search for 1 ' })
    expect(tokens[2]).toEqual({ kind: 'text', text: 'Job Tsviets', style: 'italic' })
  })

  it('13-012R: a break inside [[ex]]…[[/]] still gives break then marker', () => {
    const tokens = parseCardText(REAL['13-012R'])
    expect(tokens.map((t) => t.kind)).toEqual(['text', 'break', 'exBurst', 'text'])
    expect(hasExBurstMarker(tokens)).toBe(true)
  })

  it('does not take EX BURST in the middle of a sentence for the marker', () => {
    const tokens = parseCardText('Choose 1 card with EX BURST in your Break Zone.')
    expect(hasExBurstMarker(tokens)).toBe(false)
    expect(plainText(tokens)).toBe('Choose 1 card with EX BURST in your Break Zone.')
  })

  it('6-089R: HTML-wrapped records give the same lines as [[br]] ones', () => {
    expect(plainText(parseCardText(REAL['6-089R']))).toBe(
      'You can only pay with CP produced by Lightning Backups to cast Estinien from your hand.\n' +
        'You cannot play Estinien from your hand due to Summons or abilities.\n' +
        'Haste First Strike',
    )
  })

  it('23-009H: decodes HTML entities', () => {
    expect(plainText(parseCardText(REAL['23-009H']))).toMatch(/^When Zorn & Thorn enters the field/)
  })

  it('Re-159C/10-119R: bold spaces are plain spaces; no double spaces', () => {
    const tokens = parseCardText(REAL['Re-159C/10-119R'])
    expect(tokens.some((t) => t.kind === 'text' && t.style === 'bold')).toBe(false)
    expect(plainText(tokens)).toBe('EX BURST When Verena enters the field, you may search for 1 Job Goblin or Card Name Goblin and add it to your hand.')
  })

  it('keeps unknown markup as text', () => {
    expect(parseCardText('Pay 《?》 then [[u]]this[[/]].')).toEqual([{ kind: 'text', text: 'Pay 《?》 then [[u]]this[[/]].' }])
    expect(plainText(parseCardText('A [[/]] B &bogus; 《風風風風風風風風風》'))).toBe('A [[/]] B &bogus; 《風風風風風風風風風》')
  })

  it('never throws and never loses a letter of plain text (property)', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'z', ' ', '[', ']', '《', '》', '/', 'x', '1', '火', '<', '>') })
    fc.assert(
      fc.property(letters, (s) => {
        const out = plainText(parseCardText(s)).replace(/\s+/g, '')
        const lettersIn = s.replace(/[^az]/g, '')
        return out.replace(/[^az]/g, '') === lettersIn
      }),
    )
  })
})

describe('plainText', () => {
  it('writes symbols in braces and lines with newlines', () => {
    expect(plainText(parseCardText(REAL['19-113C']))).toBe(
      'Warp 1 -- {Wind}{Lightning}\nHaste Brave\nHurricane {Special}{Wind}{Lightning}{1}{Dull}: Choose 1 Forward. Break it.',
    )
    expect(plainText(parseCardText('《X》《C》《LB》《光》'))).toBe('{X}{Crystal}{Limit Break}{Light}')
  })
})

describe('detectKeywords: only keywords the card has', () => {
  it.each<[keyof typeof REAL, string[]]>([
    ['19-113C', ['haste', 'brave']],
    ['6-089R', ['haste', 'firstStrike']],
    ['3-114C', ['haste', 'firstStrike']], // full-width space between the keywords
    ['1-016C', ['haste']], // reminder text in parentheses
    ['1-014C', ['brave']],
    ['5-050H', ['haste']],
    ['Re-014H/PR-108', ['haste']],
  ])('%s has %j', (id, keywords) => expect(detectKeywords(REAL[id])).toEqual(keywords))

  it.each<keyof typeof REAL>(['22-074R', '9-017C', '4-091C', '24-057C', '1-035C'])(
    '%s only mentions keywords (granted, conditional, or an ability named Braver): none',
    (id) => expect(detectKeywords(REAL[id])).toEqual([]),
  )

  it('reads comma-separated and Back Attack lines, and ignores quoted or conditional grants', () => {
    expect(detectKeywords('Brave, First Strike')).toEqual(['brave', 'firstStrike'])
    expect(detectKeywords('Back Attack[[br]]When Edge enters the field, draw 1 card.')).toEqual(['backAttack'])
    // Lines as they appear in the data (2-090R Yang; the many "Damage 3 --" abilities).
    expect(detectKeywords('If the power of Yang is 10000 or more, Yang gains Brave.')).toEqual([])
    expect(detectKeywords('[[i]]Damage 3 --[[/]] Rain gains Haste.')).toEqual([])
    expect(detectKeywords('Choose 1 Forward with Brave. Break it.')).toEqual([])
    expect(detectKeywords('"Firion gains First Strike until the end of the turn."')).toEqual([])
  })

  it('accepts tokens or markup alike', () => {
    expect(detectKeywords(parseCardText(REAL['6-089R']))).toEqual(detectKeywords(REAL['6-089R']))
  })
})

describe('decodeHtmlEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeHtmlEntities('DFF &middot; I &amp; &#39;x&#x27; &nbsp;&zork;')).toBe("DFF · I & 'x' \u00a0&zork;")
  })
})

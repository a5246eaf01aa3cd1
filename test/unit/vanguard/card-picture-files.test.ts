// A Vanguard card's official picture address in card-set files (issue 28, point 4): JSON's `image`
// field and CSV's optional `image` column read, written back only when a card has one (files
// without pictures stay as they were), and a bad address refused under its column.
import { describe, expect, it } from 'vitest'
import { readCardSetFile, writeCardSetCsv, writeCardSetJson } from '@shared/game/user-card-files'
import { vanguardUserCards as spec, CSV_COLUMNS } from '@shared/games/vanguard/user-cards'
import { card } from './fixtures'

const read = (text: string) => readCardSetFile(spec, text, { game: 'vanguard' })
// the official address of BT03/001 in the cfv-online file (../shared/data/vanguard/SOURCE.md §5)
const IMAGE = 'https://en.cf-vanguard.com/wordpress/wp-content/images/cardlist/bt03/BT03_001EN.png'
const pictured = { ...card('D-BT01/063'), image: IMAGE }
const plain = card('D-BT01/001')

describe('card-set files keep a card’s official picture address', () => {
  it('writes the image column only when a card has an address, and reads it back unchanged', () => {
    const csv = writeCardSetCsv(spec, [pictured, plain])
    expect(csv.split('\n')[0]).toBe([...CSV_COLUMNS, 'image'].join(','))
    const back = read(csv)
    expect(back.ok && back.cards).toEqual([pictured, plain])
    expect(writeCardSetCsv(spec, [plain]).split('\n')[0]).toBe(CSV_COLUMNS.join(','))
  })

  it('reads a JSON set’s image field', () => {
    const back = read(writeCardSetJson('vanguard', 'Pictures', [pictured]))
    expect(back.ok && back.cards[0]?.image).toBe(IMAGE)
  })

  it('refuses an address that is not http(s), naming the line and the column, and still refuses unknown columns', () => {
    const csv = writeCardSetCsv(spec, [pictured]).replace(IMAGE, 'file:///etc/passwd')
    const bad = read(csv)
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.problems[0]).toMatchObject({ line: 2, field: 'image' })
    const unknown = read(writeCardSetCsv(spec, [plain]).replace('text\n', 'text,picture\n'))
    expect(!unknown.ok && unknown.problems[0]).toMatchObject({ line: 1, field: 'picture' })
  })
})

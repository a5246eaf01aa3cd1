// Issue 16 item 10: each text export saves under its own name, so one format never overwrites another.
import { describe, expect, it } from 'vitest'
import { WRITERS } from '@shared/games/fftcg/decklist-write'
import { exportFileName } from '../../../src-renderer/components/decklist/fileOut'

describe('export file names', () => {
  it('gives every export format of a deck a different file name', () => {
    const names = WRITERS.map((writer) => exportFileName('Wind/Earth', writer))
    expect(new Set(names).size).toBe(WRITERS.length)
  })

  it('says the format in the name of a text export and keeps .json for the Deck Lab file', () => {
    expect(exportFileName('Wind Earth', 'untap')).toBe('Wind Earth-untap.txt')
    expect(exportFileName('Wind Earth', 'sheet')).toBe('Wind Earth-sheet.txt')
    expect(exportFileName('Wind Earth', 'json')).toBe('Wind Earth.json')
  })

  it('still makes a safe name from a deck name of forbidden characters only', () => {
    expect(exportFileName('???', 'codes')).toBe('deck-codes.txt')
  })
})

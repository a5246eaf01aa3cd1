// Cards with French words, read from the replay server's official answer (update-1.json) as the
// update reads it, plus a French Knight made here (no fixture record has a Chevalier).
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Card } from '@shared/games/fftcg/card'
import { normalizeCard } from '@shared/games/fftcg/normalize'
import type { RawCard } from '@shared/games/fftcg/raw-card'
import { readOfficialCards } from '../../../src-main/games/fftcg/update/read-official-cards'

const root = resolve(import.meta.dirname, '..', '..', '..')

export function officialRaws(file = 'update-1.json'): RawCard[] {
  return readOfficialCards(file, readFileSync(join(root, 'test', 'fixtures', 'fftcg-official', file), 'utf8')).raws
}

/** A Knight whose French job and text say "Chevalier" (the name is the same in both). */
export const KNIGHT_RAW: RawCard = {
  fullCode: '27-090C',
  name: 'Knight',
  elements: ['earth'],
  type: 'forward',
  cost: 2,
  power: 5000,
  jobs: ['Knight'],
  category1: 'FFT',
  category2: null,
  rarity: 'C',
  set: 'Opus XXVII',
  text: 'When Knight enters the field, draw 1 card.',
  exBurst: false,
  multicard: false,
  image: null,
  locales: { fr: { name: 'Knight', type: 'Avant-garde', jobs: ['Chevalier'], text: 'Quand le Chevalier entre sur le terrain, piochez 1 carte.' } },
}

export function frenchCards(): Card[] {
  return [...officialRaws().map(normalizeCard), normalizeCard(KNIGHT_RAW)]
}

export const byCode = (cards: readonly Card[], code: string): Card => {
  const card = cards.find((c) => c.code === code)
  if (!card) throw new Error(`no card ${code} in the French fixture cards`)
  return card
}

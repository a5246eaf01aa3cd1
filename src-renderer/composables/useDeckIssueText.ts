// Validation issues as sentences in the app's language (the same messages as describeIssue,
// from the i18n files), with card types translated.
import { useI18n } from 'vue-i18n'
import type { DeckIssue } from '@shared/games/fftcg/deck/deck'

const KEYS: Record<Exclude<DeckIssue['kind'], 'deck-size'>, string> = {
  'too-many-copies': 'tooManyCopies',
  'not-deck-legal': 'notDeckLegal',
  'unknown-card': 'unknownCard',
  'light-dark-many': 'lightDarkMany',
  'multicard-unknown': 'multicardUnknown',
  'backups-many': 'backupsMany',
  'backups-none': 'backupsNone',
}

export function useDeckIssueText() {
  const { t } = useI18n()
  function message(issue: DeckIssue): string {
    const p = issue.params
    if (issue.kind === 'deck-size') {
      const total = Number(p.total)
      const min = Number(p.min)
      if (p.format === 'limited') return t('deck.issue.sizeLimited', { min, total, n: min - total })
      return total < min ? t('deck.issue.sizeAdd', { min, total, n: min - total }) : t('deck.issue.sizeRemove', { min, total, n: total - min })
    }
    const params = { ...p, ...(p.type !== undefined && { type: t(`type.${p.type}`) }) }
    return t(`deck.issue.${KEYS[issue.kind]}`, params)
  }
  return { message }
}

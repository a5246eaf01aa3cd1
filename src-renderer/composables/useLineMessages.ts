// What the decklist parser says about a line, in the user's language: each part by its id
// (`io.line.<id>`), falling back to main's English text for a result that carries no parts.
import { useI18n } from 'vue-i18n'
import type { LineMessage, ParsedLine } from '@shared/channels/decklist'

export function useLineMessages() {
  const { t } = useI18n()
  const say = (message: LineMessage) => t(`io.line.${message.id}`, message.values)
  return {
    errorText: (line: ParsedLine): string =>
      line.error?.parts?.length ? line.error.parts.map(say).reduce((first, next) => t('io.line.then', { first, next })) : (line.error?.message ?? ''),
    noteTexts: (line: ParsedLine): string[] => (line.noteParts?.length ? line.noteParts.map(say) : (line.notes ?? [])),
  }
}

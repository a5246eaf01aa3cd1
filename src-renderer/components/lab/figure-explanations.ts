// Every game's lab figures explained where they are shown (issue 31): each headline figure
// (`.figures > [data-figure]` in a game's LabResults) gets its one-line explanation, shown on hover
// and on keyboard focus (figure-explanations.css), and a figure the game's rules fix whatever the
// deck is moved out of the headline row and said to be so. Generic: the game components only name
// their figures (data-figure); the words are i18n's `lab.explain.<game>.<figure>`.
import './figure-explanations.css'

export interface FigureWords {
  /** The figure's one-line explanation, or null when the game has none for it. */
  explain(key: string): string | null
  /** Said of a figure the rules fix (“the same for every deck”). */
  fixedNote: string
}

export function explainFigures(root: ParentNode, words: FigureWords, fixed: ReadonlySet<string>): void {
  for (const figure of root.querySelectorAll<HTMLElement>('.figures > [data-figure]')) {
    const key = figure.dataset.figure!
    const term = figure.querySelector<HTMLElement>('dt')
    const text = words.explain(key)
    if (term && text && term.dataset.explain !== text) {
      term.dataset.explain = text
      term.tabIndex = 0
      term.setAttribute('aria-description', text)
    }
    if (fixed.has(key)) {
      figure.dataset.headline = 'fixed'
      figure.dataset.fixedNote = words.fixedNote
    } else if (figure.dataset.headline) {
      delete figure.dataset.headline
      delete figure.dataset.fixedNote
    }
  }
}

// A card of the creature game, as its card sets describe it (CSV columns
// `code,name,category,level,atk,def,type,unique,text`), plus the active skills read from its text.
export const CATEGORIES = ['creature', 'effect', 'equipment', 'terrain'] as const
export type Category = (typeof CATEGORIES)[number]

/** Levels a creature may have: a level-L summon sacrifices L creatures of the 5 slots (interpretation I16). */
export const MAX_LEVEL = 5
export const MAX_STAT = 99_999
/** The longest text each field of a card may hold (the form, set files and storage check them). */
export const LIMITS = { code: 40, name: 100, type: 60, text: 2000, picture: 200 } as const

/**
 * An active skill (1.4): its name is followed by the AP it costs in brackets, `Name (2): effect`.
 * `clash`: its text says it may be used in the clash phase (1.2, phase 2: only then).
 */
export interface ActiveSkill {
  name: string
  ap: number
  clash: boolean
}

export interface CreatureCard {
  code: string
  name: string
  category: Category
  /** Creatures only (null for the others). */
  level: number | null
  atk: number | null
  def: number | null
  /** The creature's type (1.5), or any label a magic or terrain card carries; may be empty. */
  type: string
  /** The yellow star: one copy per deck (Règles supplémentaires). */
  unique: boolean
  text: string
  /** Active skills found in the text (1.4). */
  skills: ActiveSkill[]
  /** A picture in the user-data folder, by file name (the card-set storage owns the files). */
  picture?: string
  /** In the catalog, the user's card set the card comes from (absent: the bundled demo set). */
  ownSet?: string
}

// `Name (2): …` at the start of the text or of a line; the name has no bracket, colon or full stop.
const SKILL = /(?:^|\n)\s*([^\n():.]{1,60}?)\s*\((\d{1,2})\)\s*:([^\n]*)/g
const CLASH_WORDS = /clash phase|phase d[’']affrontement/i

/** The active skills of a card's text (1.4: "suivi d'un chiffre entre parenthèses"). */
export function activeSkills(text: string): ActiveSkill[] {
  const skills: ActiveSkill[] = []
  for (const m of text.matchAll(SKILL)) skills.push({ name: m[1]!.trim(), ap: Number(m[2]), clash: CLASH_WORDS.test(m[3]!) })
  return skills
}

export const isCreature = (card: Pick<CreatureCard, 'category'>) => card.category === 'creature'
/** 2.1: effect and equipment cards are the magic cards. */
export const isMagic = (card: Pick<CreatureCard, 'category'>) => card.category === 'effect' || card.category === 'equipment'

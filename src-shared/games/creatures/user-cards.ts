// The creature game's cards as its players make them (issue 12, item 1): the schema the generic
// card-set editor, files and storage check (src-shared/game/user-cards.ts), the form's fields, and
// the CSV columns of the issue (`code,name,category,level,atk,def,type,unique,text`).
import { z } from 'zod'
import { csvByFields, type UserCardField, type UserCardSpec } from '../../game/user-cards'
import { activeSkills, CATEGORIES, LIMITS, MAX_LEVEL, MAX_STAT, type CreatureCard } from './card'
import { entryKey } from './deck/deck'

const t = (en: string, fr: string) => ({ en, fr })
const onlyCreatures = { field: 'category', is: ['creature'] } as const
const stat = z.number().int().min(0).max(MAX_STAT)

/**
 * A card as a set file or the form gives it (level, Atk and Def only for creatures, 1.3), or as
 * it is stored (with its skills read from the text, 1.4, and null stats): both read the same.
 */
export const CreatureCardSchema: z.ZodType<CreatureCard> = z
  .object({
    code: z.string().trim().min(1).max(LIMITS.code),
    name: z.string().trim().min(1).max(LIMITS.name),
    category: z.enum(CATEGORIES),
    level: z.number().int().min(0).max(MAX_LEVEL).nullable().optional(),
    atk: stat.nullable().optional(),
    def: stat.nullable().optional(),
    type: z.string().trim().max(LIMITS.type).default(''),
    unique: z.boolean().default(false),
    text: z.string().max(LIMITS.text).default(''),
    picture: z.string().max(LIMITS.picture).optional(),
    // Read again from the text: what a file says here is not trusted.
    skills: z.array(z.unknown()).optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    for (const key of ['level', 'atk', 'def'] as const) {
      const given = card[key] !== undefined && card[key] !== null
      if (card.category === 'creature' && !given) ctx.addIssue({ code: 'custom', path: [key], message: `a creature needs its ${key} (1.3)` })
      if (card.category !== 'creature' && given) ctx.addIssue({ code: 'custom', path: [key], message: `only creatures have a ${key} (1.3): leave it empty` })
    }
  })
  .transform(({ skills: _skills, ...card }) => ({
    ...card,
    level: card.level ?? null,
    atk: card.atk ?? null,
    def: card.def ?? null,
    skills: activeSkills(card.text),
  }))

export const CREATURE_CARD_FIELDS: readonly UserCardField[] = [
  { key: 'code', kind: 'text', names: t('Code', 'Code'), required: true, max: LIMITS.code },
  { key: 'name', kind: 'text', names: t('Name', 'Nom'), required: true, max: LIMITS.name },
  { key: 'category', kind: 'enum', names: t('Category', 'Catégorie'), values: CATEGORIES, required: true },
  { key: 'level', kind: 'number', names: t('Level', 'Niveau'), required: true, min: 0, max: MAX_LEVEL, shownWhen: onlyCreatures },
  { key: 'atk', kind: 'number', names: t('Atk', 'Atk'), required: true, min: 0, max: MAX_STAT, shownWhen: onlyCreatures },
  { key: 'def', kind: 'number', names: t('Def', 'Def'), required: true, min: 0, max: MAX_STAT, shownWhen: onlyCreatures },
  { key: 'type', kind: 'text', names: t('Type', 'Type'), max: LIMITS.type },
  { key: 'unique', kind: 'flag', names: t('Yellow star (one per deck)', 'Étoile jaune (un par deck)') },
  { key: 'text', kind: 'text', names: t('Text', 'Texte'), max: LIMITS.text, multiline: true },
]

export const creatureUserCards: UserCardSpec<CreatureCard> = {
  schema: CreatureCardSchema,
  fields: CREATURE_CARD_FIELDS,
  ...csvByFields(CreatureCardSchema, CREATURE_CARD_FIELDS),
  keyOf: (card) => entryKey(card.code),
  keyField: 'code',
  blank: () => ({ code: '', name: '', category: 'creature', type: '', unique: false, text: '' }),
  bundledIsDemo: true,
}

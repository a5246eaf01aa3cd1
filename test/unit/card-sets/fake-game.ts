// A tiny made-up game for the card-set tests: the generic code must not know any real game.
import { z } from 'zod'
import { csvByFields, type UserCardField, type UserCardSpec } from '../../../src-shared/game/user-cards'

export const FakeCardSchema = z
  .object({
    code: z.string().regex(/^[A-Z]{2}-\d{3}$/, 'a code like AB-001'),
    name: z.string().min(1, 'a name').max(60),
    kind: z.enum(['unit', 'spell', 'land']),
    power: z.number().int().min(0).max(99).optional(),
    star: z.boolean(),
    text: z.string().max(500),
  })
  .strict()
  .refine((card) => card.kind !== 'unit' || card.power !== undefined, { path: ['power'], message: 'a unit has a power' })
export type FakeCard = z.infer<typeof FakeCardSchema>

const names = (en: string, fr: string) => ({ en, fr })
export const FAKE_FIELDS: readonly UserCardField[] = [
  { key: 'code', kind: 'text', names: names('Code', 'Code'), required: true, max: 6 },
  { key: 'name', kind: 'text', names: names('Name', 'Nom'), required: true, max: 60 },
  { key: 'kind', kind: 'enum', names: names('Kind', 'Genre'), values: ['unit', 'spell', 'land'], required: true, filter: true },
  { key: 'power', kind: 'number', names: names('Power', 'Puissance'), min: 0, max: 99, shownWhen: { field: 'kind', is: ['unit'] } },
  { key: 'star', kind: 'flag', names: names('Star', 'Étoile') },
  { key: 'text', kind: 'text', names: names('Text', 'Texte'), multiline: true, max: 500 },
]

export const fakeSpec: UserCardSpec<FakeCard> = {
  schema: FakeCardSchema,
  fields: FAKE_FIELDS,
  ...csvByFields(FakeCardSchema, FAKE_FIELDS),
  keyOf: (card) => card.code,
  keyField: 'code',
  blank: () => ({ code: '', name: '', kind: 'unit', power: 0, star: false, text: '' }),
}

export const unit = (code: string, extra: Partial<FakeCard> = {}): FakeCard => ({ code, name: `Unit ${code}`, kind: 'unit', power: 3, star: false, text: '', ...extra })

// Magic's card parts (src-renderer/games/mtg): the detail pane with every face (a switch for cards
// that turn over, both halves of split, adventure and flip cards), the legality grid, the picture
// and its fallback, the drawn card, the value icons, and the Cards view's columns, sort keys and
// deck groups, with real cards of the bundled catalog (resources/mtg-cards.json).
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import { MTG_CARD_FIELDS } from '@shared/games/mtg/card-fields'
import { parseFieldQuery } from '../../../src-main/catalog/field-query'
import { mtgSearchRow } from '@shared/games/mtg/card-fields'
import { catalogCard } from '@shared/games/mtg/catalog-card'
import { mtgRendererGame } from '../../../src-renderer/games/mtg'
import MtgCardDetail from '../../../src-renderer/games/mtg/MtgCardDetail.vue'
import MtgDrawnCard from '../../../src-renderer/games/mtg/MtgDrawnCard.vue'
import MtgValueIcon from '../../../src-renderer/games/mtg/MtgValueIcon.vue'
import { card } from '../../unit/mtg/fixtures'
import { i18nFor } from '../fixtures'

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})
function show<P extends Record<string, unknown>>(component: object, props: P, locale: 'en' | 'fr' = 'en') {
  wrapper = mount(component as never, { props: props as never, global: { plugins: [i18nFor(locale)] }, attachTo: document.body })
  return wrapper
}
const fact = (w: VueWrapper, field: string) => w.find(`[data-field="${field}"]`)
const faces = (w: VueWrapper) => w.findAll('[data-testid="detail-face"]')

describe('card detail: a transforming card (712) turns over with its face switch', () => {
  const researcher = card('Aberrant Researcher // Perfected Form')

  it('shows the front: cost, type line, rules text, power and toughness, and the facts', () => {
    const w = show(MtgCardDetail, { card: researcher })
    expect(w.find('h2').text()).toBe('Aberrant Researcher // Perfected Form')
    expect(w.find('.sub [data-testid="mana-cost"]').attributes('aria-label')).toBe('three generic, one blue')
    expect(w.find('[data-testid="detail-type-line"]').text()).toBe('Creature — Human Insect')
    expect(faces(w)).toHaveLength(1)
    expect(faces(w)[0]!.find('.face-name').text()).toBe('Aberrant Researcher')
    expect(faces(w)[0]!.find('[data-field="oracleText"]').text()).toContain('At the beginning of your upkeep, mill a card.')
    expect(fact(w, 'pt').text()).toBe('Power/toughness 3/2')
    expect(fact(w, 'manaValue').text()).toBe('4')
    expect(fact(w, 'colors').find('[data-testid="color-icon"]').attributes('aria-label')).toBe('Blue')
    expect(fact(w, 'colors').text()).toMatch(/ Blue$/)
    expect(fact(w, 'keywords').text()).toBe('Flying, Transform, Mill')
    expect(fact(w, 'set').text()).toBe('Shadows over Innistrad (SOI) · no. 49')
    expect(fact(w, 'rarity').text()).toBe('Uncommon')
    expect(fact(w, 'layout').text()).toBe('Transforming double-faced card')
  })

  it('shows the back face when its button is pressed: its name, type, text and numbers, and draws it', async () => {
    const w = show(MtgCardDetail, { card: researcher })
    const buttons = w.findAll('[data-testid="face-switch"] button')
    expect(buttons.map((b) => b.text())).toEqual(['Front: Aberrant Researcher', 'Back: Perfected Form'])
    expect(buttons[0]!.attributes('aria-pressed')).toBe('true')
    await buttons[1]!.trigger('click')
    expect(buttons[1]!.attributes('aria-pressed')).toBe('true')
    expect(faces(w)).toHaveLength(1)
    expect(faces(w)[0]!.attributes('data-face')).toBe('1')
    expect(faces(w)[0]!.find('.face-name').text()).toBe('Perfected Form')
    expect(faces(w)[0]!.find('[data-field="typeLine"]').text()).toBe('Creature — Insect Horror')
    expect(fact(w, 'pt').text()).toBe('Power/toughness 5/4')
    // the back's own picture (Scryfall has one per face)
    expect(w.find('[data-testid="detail-picture"]').attributes('src')).toMatch(new RegExp(`mtg/${researcher.id}-back$`))
  })

  it('draws the back face when its picture cannot be shown', async () => {
    const w = show(MtgCardDetail, { card: researcher })
    await w.findAll('[data-testid="face-switch"] button')[1]!.trigger('click')
    await w.find('[data-testid="detail-picture"]').trigger('error')
    expect(w.find('[data-testid="drawn-card"]').attributes('data-face')).toBe('1')
  })

  it('starts on the front again for another card', async () => {
    const w = show(MtgCardDetail, { card: researcher })
    await w.findAll('[data-testid="face-switch"] button')[1]!.trigger('click')
    await w.setProps({ card: card("Agadeem's Awakening // Agadeem, the Undercrypt") } as never)
    expect(faces(w)[0]!.find('.face-name').text()).toBe("Agadeem's Awakening")
    expect(w.findAll('[data-testid="face-switch"] button')[0]!.attributes('aria-pressed')).toBe('true')
  })

  it('a modal double-faced card (712) has the switch too; its land back has no cost', async () => {
    const w = show(MtgCardDetail, { card: card("Agadeem's Awakening // Agadeem, the Undercrypt") })
    await w.findAll('[data-testid="face-switch"] button')[1]!.trigger('click')
    expect(faces(w)[0]!.find('[data-field="typeLine"]').text()).toBe('Land')
    expect(faces(w)[0]!.find('.face-title [data-testid="mana-cost"]').exists()).toBe(false)
    expect(faces(w)[0]!.find('[data-field="oracleText"] [data-symbol="T"]').attributes('aria-label')).toBe('tap')
  })
})

describe('card detail: both halves of split (709), adventure (715) and flip (710) cards', () => {
  it('shows a split card’s two halves with their costs, and no face switch', () => {
    const w = show(MtgCardDetail, { card: card('Assure // Assemble') })
    expect(w.find('[data-testid="face-switch"]').exists()).toBe(false)
    expect(faces(w).map((f) => f.find('.face-name').text())).toEqual(['Assure', 'Assemble'])
    expect(faces(w).map((f) => f.find('[data-testid="mana-cost"]').attributes('aria-label'))).toEqual(['two green or white', 'four generic, one green, one white'])
    // 709.4: the mana value of a split card sums its halves
    expect(fact(w, 'manaValue').text()).toBe('8')
  })

  it('shows a creature and its adventure, each with its type line', () => {
    const w = show(MtgCardDetail, { card: card('Bonecrusher Giant // Stomp') })
    expect(faces(w).map((f) => f.find('[data-field="typeLine"]').text())).toEqual(['Creature — Giant', 'Instant — Adventure'])
    expect(faces(w)[0]!.find('[data-field="pt"]').text()).toBe('Power/toughness 4/3')
    expect(faces(w)[1]!.find('[data-field="pt"]').exists()).toBe(false)
  })

  it('shows a flip card’s two halves, the flipped one legendary; labels in French', () => {
    const w = show(MtgCardDetail, { card: card('Akki Lavarunner // Tok-Tok, Volcano Born') }, 'fr')
    expect(faces(w).map((f) => f.find('.face-name').text())).toEqual(['Akki Lavarunner', 'Tok-Tok, Volcano Born'])
    expect(faces(w)[1]!.find('[data-field="typeLine"]').text()).toBe('Legendary Creature — Goblin Shaman')
    expect(faces(w)[1]!.find('[data-field="pt"]').text()).toBe('Force/endurance 2/2')
    expect(fact(w, 'layout').text()).toBe('Carte retournable')
    expect(w.findAll('.facts dt').map((d) => d.text())).toEqual(['Valeur de mana', 'Rareté', 'Couleurs', 'Identité couleur', 'Mots-clés', 'Extension', 'Disposition'])
  })

  it('shows a planeswalker’s loyalty', () => {
    expect(fact(show(MtgCardDetail, { card: card('Garruk, Unleashed') }), 'loyalty').text()).toBe('Loyalty 4')
  })
})

describe('card detail in French: the French name and texts of MTGJSON’s foreignData (issue 32)', () => {
  it('shows Lotus Cobra as “Cobra de lotus” with its French type line and text, the English name under it', () => {
    const w = show(MtgCardDetail, { card: card('Lotus Cobra') }, 'fr')
    expect(w.find('[data-testid="detail-name"]').text()).toBe('Cobra de lotus')
    expect(w.find('[data-testid="detail-english-name"]').text()).toBe('Lotus Cobra')
    expect(w.find('[data-testid="detail-type-line"]').text()).toBe('Créature : serpent')
    expect(faces(w)[0]!.find('[data-field="oracleText"]').text()).toContain('Toucheterre')
  })

  it('in English, and for a card without French, the English as it is', () => {
    const en = show(MtgCardDetail, { card: card('Lotus Cobra') })
    expect(en.find('[data-testid="detail-name"]').text()).toBe('Lotus Cobra')
    expect(en.find('[data-testid="detail-english-name"]').exists()).toBe(false)
    expect(show(MtgCardDetail, { card: card('Lightning Bolt') }, 'fr').find('[data-testid="detail-name"]').text()).toBe('Lightning Bolt')
  })
})

describe('card detail: legality by format (100.6)', () => {
  it('lists each format the data carries with the card’s status: legal, banned, restricted, not legal', () => {
    const w = show(MtgCardDetail, { card: card('Omnath, Locus of Creation') })
    const status = (format: string) => w.find(`[data-testid="detail-legalities"] [data-format="${format}"]`)
    expect(status('standard').attributes('data-status')).toBe('banned')
    expect(status('standard').text()).toBe('StandardBanned')
    expect(status('duel').attributes('data-status')).toBe('restricted')
    expect(status('modern').attributes('data-status')).toBe('legal')
    // absent from the data: not legal
    expect(status('pauper').attributes('data-status')).toBe('not_legal')
    expect(w.findAll('[data-testid="detail-legalities"] li')).toHaveLength(15)
  })

  it('reads Brawl under the name its data used, and says "no data" where the data predates a format (issue 32)', () => {
    // MTGJSON's 2022-04-25 data: its `brawl` is today's Standard Brawl (banned), its `historicbrawl` Arena's Brawl (absent: not legal)
    const w = show(MtgCardDetail, { card: card('Omnath, Locus of Creation') })
    const status = (format: string) => w.find(`[data-testid="detail-legalities"] [data-format="${format}"]`).attributes('data-status')
    expect(status('standardbrawl')).toBe('banned')
    expect(status('brawl')).toBe('not_legal')
    // Timeless's list began after 2022-04-25: unknown, not "not legal"
    expect(status('timeless')).toBe('unknown')
    expect(w.find('[data-format="timeless"] .status').text()).toBe('No data')
    expect(show(MtgCardDetail, { card: card('Omnath, Locus of Creation') }, 'fr').find('[data-format="timeless"] .status').text()).toBe('Sans données')
    expect(show(MtgCardDetail, { card: card('Lotus Cobra') }).find('[data-format="brawl"]').attributes('data-status')).toBe('legal')
  })

  it('says the date of the data each legality comes from, and to update it (issue 32)', () => {
    // Embercleave: Throne of Eldraine's 2019 Scryfall download, dated 2019-09-25 in SOURCE.md
    const w = show(MtgCardDetail, { card: card('Embercleave') })
    expect(w.find('[data-testid="detail-legalities-date"]').text()).toBe('As of 2019-09-25, the date of this card data — update the card data for today’s.')
    expect(w.find('[data-format="standard"]').attributes('title')).toBe('Standard: Legal, as of 2019-09-25')
    expect(show(MtgCardDetail, { card: card('Embercleave') }, 'fr').find('[data-testid="detail-legalities-date"]').text()).toMatch(/^Au 2019-09-25, /)
  })

  it('an MTG Arena card lists Arena’s formats only, and says so (issue 32)', () => {
    const w = show(MtgCardDetail, { card: card('A-Omnath, Locus of Creation') })
    expect(w.find('[data-testid="detail-arena-only"]').exists()).toBe(true)
    expect(w.findAll('[data-testid="detail-legalities"] li').map((li) => li.attributes('data-format'))).toEqual(['alchemy', 'historic', 'explorer', 'timeless', 'brawl', 'standardbrawl'])
    expect(show(MtgCardDetail, { card: card('Omnath, Locus of Creation') }).find('[data-testid="detail-arena-only"]').exists()).toBe(false)
  })

  it('names the statuses in French', () => {
    const w = show(MtgCardDetail, { card: card('Omnath, Locus of Creation') }, 'fr')
    expect(w.find('[data-format="standard"] .status').text()).toBe('Banni')
    expect(w.find('[data-format="duel"] .status').text()).toBe('Restreint')
    expect(w.find('[data-format="pauper"] .status').text()).toBe('Non légal')
  })
})

describe('card detail: picture, keyboard', () => {
  it('shows the card’s picture through the card-image door by its id, and the drawn card when it fails', async () => {
    const researcher = card('Aberrant Researcher // Perfected Form')
    const w = show(MtgCardDetail, { card: researcher })
    const picture = w.find('[data-testid="detail-picture"]')
    expect(picture.attributes('src')).toMatch(new RegExp(`mtg/${researcher.id}$`))
    expect(picture.attributes('alt')).toBe('Aberrant Researcher // Perfected Form, the card’s picture')
    await picture.trigger('error')
    expect(w.find('[data-testid="detail-picture"]').exists()).toBe(false)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(true)
  })

  it('draws a card without a picture', () => {
    const w = show(MtgCardDetail, { card: card('Assure // Assemble') })
    expect(w.find('[data-testid="detail-picture"]').exists()).toBe(false)
    expect(w.find('[data-testid="drawn-card"]').exists()).toBe(true)
  })

  it('closes with Escape and with its close button; says so when no card is chosen', async () => {
    const w = show(MtgCardDetail, { card: card('Lightning Bolt') })
    await w.find('[data-testid="card-detail"]').trigger('keydown', { key: 'Escape' })
    await w.find('[data-testid="detail-close"]').trigger('click')
    expect(w.emitted('close')).toHaveLength(2)
    w.unmount()
    expect(show(MtgCardDetail, { card: null }).text()).toContain('Select a card')
  })
})

describe('drawn card', () => {
  it('is named by its face’s name, type, numbers and cost, in its colour’s frame', () => {
    const w = show(MtgDrawnCard, { card: card('Bonecrusher Giant // Stomp') })
    const svg = w.find('[data-testid="drawn-card"]')
    expect(svg.attributes('aria-label')).toBe('Bonecrusher Giant, Creature — Giant, Power/toughness 4/3, two generic, one red')
    expect(svg.classes()).toContain('mtg-frame-R')
    expect(w.findAll('.pip').map((p) => p.attributes('data-symbol'))).toEqual(['2', 'R'])
    expect(w.find('[data-testid="drawn-stats"] text').text()).toBe('4/3')
  })

  it('in French, is drawn and named with the French name, type line and text of its data (issue 32)', () => {
    const w = show(MtgDrawnCard, { card: card('Lotus Cobra') }, 'fr')
    expect(w.find('[data-testid="drawn-card"]').attributes('aria-label')).toMatch(/^Cobra de lotus, Créature : serpent, /)
    expect(w.find('[data-testid="drawn-text"]').text()).toContain('Toucheterre')
  })

  it('draws the face asked for; gold for several colours, a land’s frame for a colourless land', () => {
    const back = show(MtgDrawnCard, { card: card('Aberrant Researcher // Perfected Form'), face: 1 })
    expect(back.find('[data-testid="drawn-card"]').attributes('aria-label')).toBe('Perfected Form, Creature — Insect Horror, Power/toughness 5/4')
    expect(back.findAll('.pip')).toHaveLength(0)
    back.unmount()
    expect(show(MtgDrawnCard, { card: card('Omnath, Locus of Creation') }).find('svg').classes()).toContain('mtg-frame-multi')
    wrapper!.unmount()
    expect(show(MtgDrawnCard, { card: card('Game Trail') }).find('svg').classes()).toContain('mtg-frame-land')
    wrapper!.unmount()
    expect(show(MtgDrawnCard, { card: card('Embercleave') }).find('svg').classes()).toContain('mtg-frame-R')
  })

  it('draws a hybrid pip in its two colours and a planeswalker’s loyalty', () => {
    const owl = show(MtgDrawnCard, { card: card("Arcanist's Owl") })
    const pip = owl.findAll('.pip')[0]!
    expect(pip.attributes('data-symbol')).toBe('W/U')
    expect(pip.findAll('.pip-disc').map((d) => d.classes()[0])).toEqual(['ms-W', 'ms-U'])
    owl.unmount()
    const garruk = show(MtgDrawnCard, { card: card('Garruk, Unleashed') })
    expect(garruk.find('[data-testid="drawn-stats"]').classes()).toContain('stat-loyalty')
    expect(garruk.find('[data-testid="drawn-stats"] text').text()).toBe('4')
  })
})

describe('value icons', () => {
  it('marks a colour with its mana symbol and a rarity with its dot, named; other fields have none', () => {
    const w = show(MtgValueIcon, { field: 'colors', value: 'G' })
    expect(w.find('[data-testid="color-icon"]').attributes('aria-label')).toBe('Green')
    w.unmount()
    expect(show(MtgValueIcon, { field: 'rarity', value: 'mythic' }, 'fr').find('[data-testid="rarity-icon"]').attributes('aria-label')).toBe('Rare mythique')
    wrapper!.unmount()
    expect(show(MtgValueIcon, { field: 'set', value: 'soi' }).html()).toBe('<!--v-if-->')
  })
})

describe('Cards view and deck list', () => {
  it('every list column and sort key is a card field of the module (or relevance)', () => {
    const keys = new Set(MTG_CARD_FIELDS.map((f) => f.key))
    for (const column of mtgRendererGame.listColumns!) expect(keys.has(column.field ?? column.key), column.key).toBe(true)
    const sortable = new Set(MTG_CARD_FIELDS.filter((f) => f.sort).map((f) => f.sortKey ?? f.key))
    for (const key of mtgRendererGame.sortKeys!) expect(key === 'relevance' || sortable.has(key), key).toBe(true)
    expect(mtgRendererGame.sortKeys!.slice(0, 2)).toEqual(['name', 'manaValue'])
  })

  it('the search example is a query the module reads, and it finds Llanowar Elves', () => {
    const query = parseFieldQuery(mtgRendererGame.searchExample!, MTG_CARD_FIELDS)
    expect(query.ok).toBe(true)
    if (query.ok) expect(query.matches(mtgSearchRow(card('Llanowar Elves')) as never)).toBe(true)
  })

  it('groups the deck by the front face’s type, a creature first (an artifact creature is a creature)', () => {
    // as the catalog serves them
    const group = (name: string) => mtgRendererGame.deckGroups.of(catalogCard(card(name)))
    expect(group('Llanowar Elves')).toBe('mtg.creature')
    expect(group("Arcanist's Owl")).toBe('mtg.creature')
    expect(group('Garruk, Unleashed')).toBe('mtg.planeswalker')
    expect(group('Lightning Bolt')).toBe('mtg.instant')
    expect(group("Agadeem's Awakening // Agadeem, the Undercrypt")).toBe('mtg.sorcery')
    expect(group('Embercleave')).toBe('mtg.artifact')
    expect(group('Forest')).toBe('mtg.land')
    const i18n = i18nFor('fr')
    expect(mtgRendererGame.deckGroups.order.filter((g) => g !== 'other').map((g) => i18n.global.t(`deck.group.${g}`))).toEqual([
      'Créatures', 'Planeswalkers', 'Batailles', 'Éphémères', 'Rituels', 'Artefacts', 'Enchantements', 'Terrains',
    ])
  })

  it('names colour, rarity, layout and card type values, and no other field’s', () => {
    const t = i18nFor('en').global.t
    expect(t(mtgRendererGame.valueNameKey!('colors', 'U')!)).toBe('Blue')
    expect(t(mtgRendererGame.valueNameKey!('rarity', 'uncommon')!)).toBe('Uncommon')
    expect(t(mtgRendererGame.valueNameKey!('layout', 'modal_dfc')!)).toBe('Modal double-faced card')
    expect(i18nFor('fr').global.t(mtgRendererGame.valueNameKey!('types', 'Instant')!)).toBe('Éphémère')
    expect(mtgRendererGame.valueNameKey!('types', 'Conspiracy')).toBeNull()
    expect(mtgRendererGame.valueNameKey!('colors', 'X')).toBeNull()
    expect(mtgRendererGame.valueNameKey!('set', 'soi')).toBeNull()
  })
})

// The harness page of the Vanguard lab's results (src-renderer/games/vanguard/lab), in a column as
// wide as the lab tab's, with a real report of dsd01 (the bundled catalog):
// /vglab.html?lang=en|fr&format=ride-deck|standard&policy=0|1|2. The game is not registered yet,
// so the app cannot show it. Screenshots: vglab-shots.ts.
import { createApp, h, ref } from 'vue'
import { readVanguardBundle } from '@shared/games/vanguard/data/bundle'
import { entryKey } from '@shared/games/vanguard/codes'
import { runVanguardLab } from '@shared/games/vanguard/lab/run'
import bundle from '../../resources/vanguard-cards.json'
import decks from '../unit/vanguard/vanguardengine_decks.json'
import VanguardLabResults from '../../src-renderer/games/vanguard/lab/VanguardLabResults.vue'
import { createAppI18n } from '../../src-renderer/i18n'
// The lab's chart colours are global styles of the lab tab.
import '../../src-renderer/components/lab/LabPanel.vue'
import '../../src-renderer/styles/theme.css'
import '../../src-renderer/styles/base.css'

const params = new URLSearchParams(location.search)
const byKey = new Map(readVanguardBundle(bundle).cards.map((c) => [entryKey(c.code), c]))
const dsd01 = decks.decks.dsd01
const deck = [...dsd01.rideDeck.map((id) => byKey.get(entryKey(id))!), ...dsd01.mainDeck.flatMap((e) => Array.from({ length: e.count }, () => byKey.get(entryKey(e.id))!))]
const report = runVanguardLab(deck, {
  seed: 1,
  games: 20_000,
  turns: 6,
  onThePlay: true,
  format: params.get('format') ?? 'standard',
  policies: ['keep-hand', 'ride-line', { name: 'vs 10000', keep: { trigger: 0, order: 0 }, goldfishPower: 10_000 }],
})
const policy = ref(Number(params.get('policy') ?? 0))

document.body.style.margin = '0'
createApp({
  render: () =>
    h('main', { 'data-testid': 'vglab-page', style: 'max-width: 900px; margin: 0 auto; padding: 16px; background: var(--bg); color: var(--text); font-family: var(--font-ui)' }, [
      h(VanguardLabResults, { report, policy: report.policies[policy.value]! }),
    ]),
})
  .use(createAppI18n(params.get('lang') === 'fr' ? 'fr' : 'en'))
  .mount(document.getElementById('app')!)

// A separate process importing card files into a user-data folder, as the CLI does beside the app:
// `node --import tsx import-worker.ts <dir> <tag> <count>` imports <count> files of one card each.
import { importCardFile, UserCardStore } from '../../../src-main/games/fftcg/catalog/user-card-store'

const [dir, tag, count] = process.argv.slice(2) as [string, string, string]
const store = new UserCardStore(dir)
for (let i = 0; i < Number(count); i++) {
  // One made-up card per file, its code unique to this process and file (set 90 + tag).
  const code = `${90 + Number(tag)}-${String(i + 1).padStart(3, '0')}C`
  const card = { id: code, name: `Card ${tag}.${i}`, element: 'fire', type: 'forward', cost: 2, power: 5000, job: 'Warrior', category: 'I', rarity: 'C', text: '', set: 'Test' }
  importCardFile({ fileName: `p${tag}-${i}.json`, content: JSON.stringify([card]), store, current: [], now: new Date() })
}
process.stdout.write('done\n')

// What FFTCG's Cards view shows in its own way: the list's columns (the element crystals, the
// EX Burst mark, jobs) and the query help, whose examples are FFTCG's query syntax itself.
import type { ListColumn, SyntaxRow } from '../../lib/card-fields'

export const FFTCG_LIST_COLUMNS: readonly ListColumn[] = [
  { key: 'code', cell: 'code', header: 'list.code', widths: ['76px', '76px', '72px', '72px'] },
  { key: 'marks', field: 'elements', cell: 'icons', header: 'list.elements', headerMark: true, widths: ['44px', '44px', '40px', '36px'] },
  { key: 'name', cell: 'name', header: 'list.name', widths: ['minmax(110px, 1fr)', 'minmax(110px, 1fr)', 'minmax(100px, 1fr)', 'minmax(90px, 1fr)'] },
  { key: 'type', cell: 'value', header: 'list.type', widths: ['84px', '84px', null, null] },
  // the cost column keeps room for its heading ("COST", "COÛT") in the narrowest list
  { key: 'cost', cell: 'number', header: 'list.cost', widths: ['40px', '40px', '36px', '42px'] },
  { key: 'power', cell: 'number', header: 'list.power', widths: ['56px', '56px', '52px', null] },
  { key: 'job', field: 'jobs', cell: 'list', header: 'list.job', widths: ['minmax(90px, 0.6fr)', null, null, null] },
  { key: 'ex', field: 'exBurst', cell: 'flag', header: 'list.ex', widths: ['30px', '30px', '26px', '24px'] },
]

/** A summary of docs/query-syntax.md (explanations: `syntax.<key>`). */
export const FFTCG_SYNTAX_ROWS: readonly SyntaxRow[] = [
  { example: 'shantotto  clowd', key: 'freeText' },
  { example: '"draw 1"', key: 'phrase' },
  { example: '9-002  15-139S', key: 'code' },
  { example: 'e:fire  e:f', key: 'element' },
  { example: 'e:fire,ice', key: 'elementAny' },
  { example: 'e:fire+earth', key: 'elementAll' },
  { example: 't:backup  t:f,m', key: 'type' },
  { example: 'cost<=2  c:3', key: 'cost' },
  { example: 'power>=8000  p>=8k', key: 'power' },
  { example: 'job:"white mage"', key: 'job' },
  { example: 'cat:vii  cat:7', key: 'category' },
  { example: 'set:1  set:"hidden hope"', key: 'set' },
  { example: 'r:l,s', key: 'rarity' },
  { example: 'n:"warrior of light"', key: 'name' },
  { example: 'o:"break zone"', key: 'text' },
  { example: 'ex  is:ex', key: 'ex' },
  { example: 'is:multi', key: 'multicard' },
  { example: 'is:haste  is:brave', key: 'keyword' },
  { example: '-e:fire  e!=fire  -ex', key: 'negate' },
  { example: 'tifa or cloud', key: 'or' },
  { example: '(cloud or tifa) -e:dark', key: 'group' },
]

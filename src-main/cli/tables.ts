// Figures and tables of the CLI's human output, shared by every game's text (src-main/games/<id>/cli-text.ts).
import type { Estimate } from '@shared/api'

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US')
export const pct = (e: Estimate) => `${(100 * e.p).toFixed(1)}%`
/** The estimate with the larger half-width of its 95% interval, in points. */
export const pctCi = (e: Estimate) => `${pct(e)} ±${(100 * Math.max(e.p - e.lo, e.hi - e.p)).toFixed(1)}`

export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(head), ...rows.map(line)].join('\n')
}

// FFTCG's opponent-damage chart shades its bars from no damage to the format's damage limit
// (7.8: 7 in constructed, 6 in limited), lighter to darker. The game declares them here; the
// generic lab panel carries no colour of any game's figures (issue 25.2).

/** From no damage to the limit: the page's quiet surface, then light to dark orange. */
export const DAMAGE_SHADES: readonly string[] = ['var(--surface-3)', '#fbd5b5', '#f8b183', '#f28b54', '#e4672f', '#c84a1b', '#a13411', '#72220a']

/** The shade of `d` damage out of `limit`: 0 the lightest, the limit the darkest, whatever the limit. */
export function damageShade(d: number, limit: number, shades: readonly string[] = DAMAGE_SHADES): string {
  const step = Math.round((Math.min(Math.max(d, 0), limit) / Math.max(1, limit)) * (shades.length - 1))
  return shades[step]!
}

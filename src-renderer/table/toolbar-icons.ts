// The table toolbar's icons, as SVG paths in a 16×16 box drawn with a round stroke.
export const TOOLBAR_ICONS = {
  undo: 'M5.5 3.5 L2.5 6.5 L5.5 9.5 M3 6.5 H10 A3.5 3.5 0 0 1 10 13.5 H7',
  redo: 'M10.5 3.5 L13.5 6.5 L10.5 9.5 M13 6.5 H6 A3.5 3.5 0 0 0 6 13.5 H9',
  // a circular arrow: the same game again
  restart: 'M13 8 A5 5 0 1 1 11.2 4.2 M12 1.5 V4.5 H9',
  // a die: another seed
  newSeed: 'M3 3 H13 V13 H3 Z M5.8 5.8 L5.8 5.8 M10.2 10.2 L10.2 10.2 M8 8 L8 8',
} as const

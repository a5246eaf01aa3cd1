// The table toolbar's icons, as SVG paths in a 16×16 box drawn with a round stroke.
export const TOOLBAR_ICONS = {
  undo: 'M5.5 3.5 L2.5 6.5 L5.5 9.5 M3 6.5 H10 A3.5 3.5 0 0 1 10 13.5 H7',
  redo: 'M10.5 3.5 L13.5 6.5 L10.5 9.5 M13 6.5 H6 A3.5 3.5 0 0 0 6 13.5 H9',
  // a circular arrow: the same game again
  restart: 'M13 8 A5 5 0 1 1 11.2 4.2 M12 1.5 V4.5 H9',
  // crossed arrows (shuffle): another seed
  newSeed: 'M2 4.5 H5 L11 11.5 H14 M2 11.5 H5 L11 4.5 H14 M12 2.5 L14 4.5 L12 6.5 M12 9.5 L14 11.5 L12 13.5',
  // a door and an arrow out of it
  leave: 'M7 2.5 H3 V13.5 H7 M6.5 8 H14 M11 5 L14 8 L11 11',
} as const

// The opening lab: a goldfish pilot over the real rules, fast enough for Monte Carlo (docs/opening-lab.md).
export * from './policy'
export * from './lab-deck'
export * from './layout'
export * from './sim'
export * from './report'

// The engine core every game's engine is built on: refusals, the waiting question, the turn runner,
// the gate and the table actions with their log text. See docs/game-modules.md.
export * from './state'
export * from './refusal'
export * from './question'
export * from './flow'
export * from './gate'
export * from './table'
export * from './log'

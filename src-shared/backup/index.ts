export * from './schema'
export * from './read'
export * from './restore-plan'

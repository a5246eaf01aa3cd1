export * from './schema'
export * from './read'
export * from './restore-plan'
export * from './set-restore-plan'

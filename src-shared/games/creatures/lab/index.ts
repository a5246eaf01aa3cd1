export * from './policy'
export * from './sim'
export * from './report'
export * from './run'

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const FIXTURES = resolve(import.meta.dirname, '../../fixtures/import')

export function fixture(name: string): string {
  return readFileSync(resolve(FIXTURES, name), 'utf8')
}

/** Runs `action`, expects an ApiError, returns it. */
export function rejection(action: () => unknown): { code: string; message: string; details: { record?: string; line?: number; field?: string; message: string }[] } {
  try {
    action()
  } catch (error) {
    return error as never
  }
  throw new Error('expected a rejection, but it went through')
}

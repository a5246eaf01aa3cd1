import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ApiErrorDetail, ApiErrorShape } from '@shared/api'

export const FIXTURES = resolve(import.meta.dirname, '../../fixtures/import')

export function fixture(name: string): string {
  return readFileSync(resolve(FIXTURES, name), 'utf8')
}

/** Runs `action`, expects an ApiError, returns it. */
export function rejection(action: () => unknown): ApiErrorShape & { details: ApiErrorDetail[] } {
  try {
    action()
  } catch (error) {
    return error as never
  }
  throw new Error('expected a rejection, but it went through')
}

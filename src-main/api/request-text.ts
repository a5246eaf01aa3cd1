// A request's words as main takes them (issue 29.4): a body that is not UTF-8 is refused with its
// line, the key it is in and its byte offset, and a payload holding a lone surrogate (a `\uD800`
// escape, or a string handed over IPC as is) is refused with its field. Nothing is ever mended
// into U+FFFD, which would then sit in a card's name.
import { ApiError, type ApiErrorDetail } from '@shared/api'
import { decodeUtf8Strict, faultText, illFormedString, type TextFault } from '@shared/text/strict-text'

const detailOf = (fault: TextFault, field?: string): ApiErrorDetail => ({
  ...(field ?? fault.field ? { field: field ?? fault.field } : {}),
  line: fault.line,
  message: faultText(fault),
})

/** The JSON a request body holds ({} when empty). Throws ApiError 'invalid-request'. */
export function parseRequestBody(bytes: Uint8Array): unknown {
  if (!bytes.length) return {}
  const decoded = decodeUtf8Strict(bytes, 'json')
  if (!decoded.ok) throw new ApiError('invalid-request', `Request body refused: ${faultText(decoded.fault)}`, [detailOf(decoded.fault)])
  try {
    return JSON.parse(decoded.text)
  } catch {
    throw new ApiError('invalid-request', 'Request body is not valid JSON')
  }
}

/** Throws ApiError 'invalid-request' naming the first string of `payload` that is not whole Unicode. */
export function refuseIllFormedText(payload: unknown): void {
  const found = illFormedString(payload)
  if (found) throw new ApiError('invalid-request', `Request refused: field ${JSON.stringify(found.path)} holds ${faultText(found.fault)}`, [detailOf(found.fault, found.path)])
}

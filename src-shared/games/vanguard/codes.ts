// Card codes as players and files write them: `D-BT01/001`, `D-BT01/001EN`, `d-bt01-001`, and the
// VanguardEngine ids of its deck files (`dbt01_001`, `dbt05_t01`) all name one card.

/** `dbt01_001` → `D-BT01/001`; `dpr_006` → `D-PR/006`; null when it is not an engine id. */
export function codeOfEngineId(id: string): string | null {
  const m = /^d([a-z]+\d*)_([a-z]?\d+)$/i.exec(id.trim())
  return m ? `D-${m[1]!.toUpperCase()}/${m[2]!.toUpperCase()}` : null
}

/** The catalog key of a code however it is typed (case, separator, language suffix, engine id). */
export function entryKey(code: string): string {
  const text = code.trim()
  const engine = codeOfEngineId(text)
  if (engine) return engine
  const m = /^([A-Za-z]+-?[A-Za-z]*\d*)\s*[/_\s-]\s*([A-Za-z]{0,3}\d+)(?:EN|JP|FR)?$/i.exec(text)
  if (!m) return text.toUpperCase()
  const set = m[1]!.toUpperCase()
  return `${set}/${m[2]!.toUpperCase()}`
}

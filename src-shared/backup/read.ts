// Reading a backup file: all or nothing. A file that is not JSON, not a Deck Lab backup, from a
// newer version, or damaged in any record is refused with where (record, field) and why.
import { BACKUP_VERSION, BackupFileSchema, type BackupFile } from './schema'

export interface BackupProblem {
  /** `decks[3] "Fire Ice"`, `versions[12]`, `labResults[0] "Fire Ice"`… (absent: the file as a whole). */
  record?: string
  /** The field inside the record, dotted (`entries.0.count`). */
  field?: string
  message: string
}

export type BackupReadResult = { ok: true; backup: BackupFile } | { ok: false; reason: string; problems: BackupProblem[] }

const COLLECTIONS = ['decks', 'versions', 'playtests', 'labResults'] as const

export function readBackup(text: string): BackupReadResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return refuse(`not a JSON file (${(error as Error).message})`)
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('this file is not a Deck Lab backup (it is not a JSON object)')
  if (!('deckLabBackup' in data)) {
    if ('deckLab' in data) return refuse('this is a Deck Lab deck file, not a backup: import it from the deck library')
    return refuse('this file is not a Deck Lab backup (it has no "deckLabBackup" version field)')
  }
  const version = (data as { deckLabBackup: unknown }).deckLabBackup
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION)
    return refuse(`this backup was written by a newer Deck Lab (backup version ${version}; this version reads ${BACKUP_VERSION})`)
  if (version !== BACKUP_VERSION) return refuse(`unknown backup version ${JSON.stringify(version)} (expected ${BACKUP_VERSION})`)

  const parsed = BackupFileSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 20).map((issue) => problemAt(data as Record<string, unknown>, issue.path, issue.message))
    const more = parsed.error.issues.length > problems.length ? ` (and ${parsed.error.issues.length - problems.length} more)` : ''
    return { ok: false, reason: `damaged backup: ${describe(problems[0]!)}${more}`, problems }
  }
  const problems = integrityProblems(parsed.data)
  if (problems.length) return { ok: false, reason: `damaged backup: ${describe(problems[0]!)}`, problems }
  return { ok: true, backup: parsed.data }
}

/** What the schema cannot say: ids are unique, and every version and lab run belongs to a deck of the file. */
function integrityProblems(backup: BackupFile): BackupProblem[] {
  const problems: BackupProblem[] = []
  for (const collection of COLLECTIONS) {
    const seen = new Set<string>()
    backup[collection].forEach((record, i) => {
      if (seen.has(record.id)) problems.push({ record: recordName(collection, i, record), field: 'id', message: `the id ${record.id} is used twice` })
      seen.add(record.id)
    })
  }
  const decks = new Set(backup.decks.map((d) => d.id))
  backup.versions.forEach((version, i) => {
    if (!decks.has(version.deckId))
      problems.push({ record: recordName('versions', i, version), field: 'deckId', message: `no deck with id ${version.deckId} in this backup` })
  })
  backup.labResults.forEach((run, i) => {
    if (!decks.has(run.deckId))
      problems.push({ record: recordName('labResults', i, run), field: 'deckId', message: `no deck with id ${run.deckId} in this backup` })
  })
  return problems.slice(0, 20)
}

function problemAt(data: Record<string, unknown>, path: PropertyKey[], message: string): BackupProblem {
  const [collection, index, ...rest] = path
  if (typeof collection === 'string' && (COLLECTIONS as readonly string[]).includes(collection) && typeof index === 'number') {
    const record = (data[collection] as unknown[])[index]
    return { record: recordName(collection, index, record), ...(rest.length ? { field: rest.map(String).join('.') } : {}), message }
  }
  return { ...(path.length ? { field: path.map(String).join('.') } : {}), message }
}

function recordName(collection: string, index: number, record: unknown): string {
  const name = typeof record === 'object' && record !== null ? (record as { name?: unknown; deckName?: unknown }) : {}
  const label = collection === 'decks' ? name.name : collection === 'playtests' || collection === 'labResults' ? name.deckName : null
  return typeof label === 'string' && label ? `${collection}[${index}] "${label.slice(0, 60)}"` : `${collection}[${index}]`
}

export function describe(problem: BackupProblem): string {
  const where = [problem.record, problem.field].filter(Boolean).join(', ')
  return where ? `${where}: ${problem.message}` : problem.message
}

function refuse(reason: string): BackupReadResult {
  return { ok: false, reason, problems: [{ message: reason }] }
}

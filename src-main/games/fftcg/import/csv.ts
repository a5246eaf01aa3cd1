// CSV card lists: a header row naming the columns (any case, any order), comma or semicolon.
// Problems name the line (1-based, the header is line 1) and the column.
import Papa from 'papaparse'
import { z } from 'zod'
import {
  checkCategory2, checkCode, checkCost, checkElements, checkFlag, checkImage, checkJobs, checkName,
  checkPower, checkRarity, checkSet, checkString, checkText, checkType, codeOf, field,
} from './fields'
import type { CodedProblem, Problems } from '../../../catalog/import/problems'
import { problem } from './problem-text'
import { finishCard, readRecords, type OnRecordsRead, type ReadCards, type SourceFields } from './records'

export const CSV_COLUMNS = [
  'code', 'name', 'elements', 'type', 'cost', 'power', 'job', 'category', 'category2', 'rarity', 'set',
  'text', 'ex_burst', 'multicard', 'image',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = ['code', 'name', 'elements', 'type', 'cost']

export const CSV_FIELDS: SourceFields = {
  fullCode: 'code', name: 'name', elements: 'elements', type: 'type', cost: 'cost', power: 'power', jobs: 'job',
  category1: 'category', category2: 'category2', rarity: 'rarity', set: 'set', text: 'text', exBurst: 'ex_burst',
  multicard: 'multicard', image: 'image',
}

/** Other spellings seen in spreadsheets, accepted for the column names above. */
const ALIASES: Record<string, CsvColumn> = {
  id: 'code', element: 'elements', jobs: 'job', category1: 'category', category_1: 'category',
  category_2: 'category2', exburst: 'ex_burst', 'ex burst': 'ex_burst', 'ex-burst': 'ex_burst',
  multi: 'multicard', multi_card: 'multicard', imageurl: 'image', image_url: 'image',
}

function columnOf(header: string): CsvColumn | undefined {
  const h = header.replace(/^\uFEFF/, '').trim().toLowerCase()
  return (CSV_COLUMNS as readonly string[]).includes(h) ? (h as CsvColumn) : ALIASES[h]
}

export const CsvRecordSchema = z
  .object({
    code: field(checkCode),
    name: field(checkName),
    elements: field(checkElements),
    type: field(checkType),
    cost: field(checkCost),
    power: field(checkPower),
    job: field(checkJobs),
    category: field(checkString('categoryNotText')),
    category2: field(checkCategory2),
    rarity: field(checkRarity),
    set: field(checkSet),
    text: field(checkText),
    ex_burst: field(checkFlag),
    multicard: field(checkFlag),
    image: field(checkImage),
  })
  .transform((r, ctx) =>
    finishCard(
      {
        fullCode: r.code, name: r.name, elements: r.elements, type: r.type, cost: r.cost, power: r.power,
        jobs: r.job, category1: r.category, category2: r.category2, rarity: r.rarity, set: r.set,
        text: r.text, exBurst: r.ex_burst, multicard: r.multicard, image: r.image,
      },
      ctx,
      CSV_FIELDS,
    ),
  )

/** Semicolon when the header row has more semicolons than commas (spreadsheets in many locales). */
export function csvDelimiter(content: string): ',' | ';' {
  const header = content.slice(0, content.search(/\r|\n/) >>> 0)
  const count = (c: string) => header.split(c).length - 1
  return count(';') > count(',') ? ';' : ','
}

interface Row {
  fields: string[]
  /** 0 for the header, then 1, 2, … */
  index: number
  line: number
}

function splitRows(content: string, problems: Problems): Row[] {
  const rows: Row[] = []
  let previousEnd = 0
  // Lines are counted forwards only, once.
  let scanned = 0
  let line = 1
  const lineAt = (offset: number) => {
    for (; scanned < offset; scanned++) if (content.charCodeAt(scanned) === 10) line++
    return line
  }
  Papa.parse<string[]>(content, {
    delimiter: csvDelimiter(content),
    skipEmptyLines: 'greedy',
    step: (result) => {
      let start = previousEnd
      while (start < content.length && (content[start] === '\n' || content[start] === '\r')) start++
      previousEnd = result.meta.cursor
      const rowLine = lineAt(start)
      for (const error of result.errors)
        problems.add({ index: rows.length, line: rowLine }, undefined, csvProblem(error))
      rows.push({ fields: result.data, index: rows.length, line: rowLine })
    },
  })
  return rows
}

function csvProblem(error: Papa.ParseError): CodedProblem {
  if (error.code === 'MissingQuotes') return problem('csvUnclosedQuote')
  if (error.code === 'InvalidQuotes') return problem('csvBadQuote')
  return problem('other', { message: error.message })
}

export function readCsv(content: string, problems: Problems, onRead?: OnRecordsRead): ReadCards {
  const rows = splitRows(content.replace(/^\uFEFF/, ''), problems)
  const header = rows.shift()
  if (!header) {
    problems.add(null, undefined, problem('csvEmpty'))
    return { cards: [], refs: [] }
  }
  const columns = header.fields.map(columnOf)
  const missing = REQUIRED_CSV_COLUMNS.filter((c) => !columns.includes(c))
  if (missing.length > 0) {
    problems.add(
      { index: 0, line: header.line },
      undefined,
      problem('csvMissingColumns', { missing: missing.join(', '), accepted: CSV_COLUMNS.join(', ') }),
    )
    return { cards: [], refs: [] }
  }
  const duplicate = columns.find((c, i) => c !== undefined && columns.indexOf(c) !== i)
  if (duplicate) {
    problems.add({ index: 0, line: header.line }, duplicate, problem('csvColumnTwice'))
    return { cards: [], refs: [] }
  }

  const complete = rows.filter((row) => {
    if (row.fields.length === columns.length) return true
    const code = codeOf(row.fields[columns.indexOf('code')])
    problems.add(
      { index: row.index, line: row.line, ...(code ? { code } : {}) },
      undefined,
      problem('csvFieldCount', { found: row.fields.length, expected: columns.length }),
    )
    return false
  })
  const records = complete.map((row) => {
    const record: Partial<Record<CsvColumn, string>> = {}
    columns.forEach((c, i) => {
      if (c) record[c] = row.fields[i]
    })
    return record
  })
  return readRecords(records, CsvRecordSchema, CSV_FIELDS, problems, (record, i) => {
    const code = codeOf((record as Record<string, unknown>).code)
    return { index: complete[i]!.index, line: complete[i]!.line, ...(code ? { code } : {}) }
  }, onRead)
}

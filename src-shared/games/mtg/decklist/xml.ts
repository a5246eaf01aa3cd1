// A small element tree of an XML deck file, each element with the line it starts on, read with
// saxes (a strict, non-validating SAX parser that runs in Node and in the browser): a file that
// is not well-formed gives the line and saxes' reason, and nothing else is read.
import { SaxesParser } from 'saxes'
import { say, type LineMessage } from '../../../decklist/line-messages'

export interface XmlElement {
  name: string
  attributes: Readonly<Record<string, string>>
  line: number
  children: XmlElement[]
  text: string
}

export type XmlRead = { root: XmlElement } | { error: { line: number; said: LineMessage } }

export function readXml(text: string): XmlRead {
  const parser = new SaxesParser({ position: true })
  const open: XmlElement[] = []
  let root: XmlElement | null = null
  let failure: { line: number; said: LineMessage } | null = null
  let tagLine = 1
  parser.on('opentagstart', () => {
    tagLine = parser.line
  })
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, line: tagLine, children: [], text: '' }
    const parent = open[open.length - 1]
    if (parent) parent.children.push(element)
    else root ??= element
    open.push(element)
  })
  parser.on('closetag', () => void open.pop())
  parser.on('text', (chunk) => {
    const current = open[open.length - 1]
    if (current) current.text += chunk
  })
  // saxes prefixes its messages with `line:column: `; the line is given apart.
  const fail = (error: Error) => {
    failure ??= { line: parser.line, said: say('xmlNotWellFormed', { reason: error.message.replace(/^\d+:\d+:\s*/, '').replace(/\.$/, '') }) }
  }
  parser.on('error', fail)
  try {
    parser.write(text).close()
  } catch (error) {
    fail(error as Error)
  }
  if (failure) return { error: failure }
  if (!root) return { error: { line: 1, said: say('xmlEmpty') } }
  return { root }
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** Text made safe inside an attribute or an element. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)

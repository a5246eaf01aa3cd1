// The app's messages compiled at build time (issue 16): vue-i18n otherwise parses each message
// string on its first t(), about 30 % of the deck editor's first render after a page load. A
// locale file imported as `./en.json?compiled` becomes the same tree with every string replaced by
// the AST @intlify/message-compiler makes of it (jit mode), which vue-i18n's runtime walks as is
// (`./fr.json?compiled&lazy`: a function returning that tree, parsed on the first call):
// no eval and no new Function, so the strict CSP holds. Plain `./en.json` imports (tests reading
// the words) are left alone. The official @intlify/unplugin-vue-i18n needs Node 22.
import { baseCompile } from '@intlify/message-compiler'
import type { Plugin } from 'vite'

export type MessageTree = { [key: string]: string | MessageTree }
/** A compiled message: vue-i18n's minified message AST (a JSON object, see isMessageAST in @intlify/core-base). */
export type MessageAst = Record<string, unknown>
export type CompiledTree = { [key: string]: MessageAst | CompiledTree }

export const COMPILED_FLAG = 'compiled'
/** With `?compiled&lazy` the module exports a function that parses the tree when first called. */
export const LAZY_FLAG = 'lazy'

/** One message to an AST; throws naming the file, the key and the compiler's complaint. */
export function compileMessage(source: string, where: string): MessageAst {
  const errors: string[] = []
  const { ast } = baseCompile(source, { jit: true, minify: true, location: false, onError: (e) => errors.push(e.message) })
  if (errors.length > 0) throw new Error(`${where}: the message ${JSON.stringify(source)} does not compile: ${errors.join('; ')}`)
  return ast as unknown as MessageAst
}

/** Every string of a locale's tree compiled, at the same path; anything but strings and objects is refused. */
export function compileMessages(tree: MessageTree, file: string, prefix = ''): CompiledTree {
  const out: CompiledTree = {}
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key
    if (typeof value === 'string') out[key] = compileMessage(value, `${file} at "${path}"`)
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) out[key] = compileMessages(value, file, `${path}.`)
    else throw new Error(`${file} at "${path}": a message must be a string or a group of messages, not ${JSON.stringify(value)}`)
  }
  return out
}

/**
 * Turns `<dir>/*.json?compiled` into a module of compiled messages. Runs before Vite's JSON
 * plugin (enforce: 'pre'), which does not claim an id with a query. The tree is a JSON.parse of
 * a string: V8 reads that faster than the same object literal.
 */
export function i18nPrecompile(dir: string): Plugin {
  const prefix = dir.replaceAll('\\', '/').replace(/\/?$/, '/')
  return {
    name: 'decklab-i18n-precompile',
    enforce: 'pre',
    transform(code, id) {
      const [path, query = ''] = id.replaceAll('\\', '/').split('?')
      // the dev server adds its own flag to the query (?import&compiled)
      const flags = new URLSearchParams(query)
      if (!flags.has(COMPILED_FLAG) || !path!.startsWith(prefix) || !path!.endsWith('.json')) return null
      let tree: MessageTree
      try {
        tree = JSON.parse(code) as MessageTree
      } catch (e) {
        throw new Error(`${path}: not valid JSON: ${(e as Error).message}`)
      }
      const json = JSON.stringify(compileMessages(tree, path!))
      // lazy: a locale the page may never show costs a string literal, not a parse (issue 16)
      if (flags.has(LAZY_FLAG)) return { code: `const json = ${JSON.stringify(json)}\nexport default () => JSON.parse(json)`, map: null }
      return { code: `export default JSON.parse(${JSON.stringify(json)})`, map: null }
    },
  }
}

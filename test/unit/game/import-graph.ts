// The app's import graph (src-main, src-shared, src-renderer), read with TypeScript's own
// pre-processor: every `import`, `import type`, `export … from` and dynamic import, also in the
// <script> blocks of Vue files. A type-only import counts: it ties the files as much for a reader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export type ImportGraph = Map<string, string[]>

const ROOTS = ['src-main', 'src-shared', 'src-renderer']
/** tsconfig.base.json's paths. */
const ALIASES: Record<string, string> = { '@shared/': 'src-shared/' }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|vue)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function scriptOf(path: string): string {
  const text = readFileSync(path, 'utf8')
  if (!path.endsWith('.vue')) return text
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
}

function resolveImport(repo: string, from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a))
  const base = alias ? join(repo, ALIASES[alias]!, spec.slice(alias.length)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Files (relative to `repo`) and the app files each imports. */
export function importGraph(repo: string): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const root of ROOTS) {
    for (const file of sourceFiles(join(repo, root))) {
      const imported = ts.preProcessFile(scriptOf(file), true, true).importedFiles
      const targets = imported.flatMap(({ fileName }) => {
        const found = resolveImport(repo, file, fileName)
        return found ? [relative(repo, found)] : []
      })
      graph.set(relative(repo, file), [...new Set(targets)])
    }
  }
  return graph
}

/** The strongly connected components of more than one file (Tarjan's algorithm): each holds import circles. */
export function importCircles(graph: ImportGraph): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) circles.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return circles
}

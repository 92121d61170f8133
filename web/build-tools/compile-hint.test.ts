import { describe, expect, it } from 'vitest'
import { COMPILE_ALL_ON_LOAD, hintEntries } from './compile-hint.ts'

const entry = 'const a=1;export function start(){return a}\n'

describe('the compile hint on the entry script', () => {
  it('goes on the first line of an entry chunk, the code after it as it was', () => {
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true, code: entry, map: { mappings: 'AAAA' } },
    }
    hintEntries(bundle)
    expect(bundle['index.js'].code).toBe(`//# allFunctionsCalledOnLoad\n${entry}`)
    expect(bundle['index.js'].code.slice(COMPILE_ALL_ON_LOAD.length)).toBe(entry)
    // An empty first line in the map: the code's first line still maps to the source's first.
    expect(bundle['index.js'].map.mappings).toBe(';AAAA')
  })

  it('shifts the source map file written beside the entry chunk too', () => {
    const map = { version: 3, sources: ['main.tsx'], mappings: 'AAAA' }
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true, code: entry, map: { mappings: 'AAAA' } },
      'index.js.map': { type: 'asset' as const, source: JSON.stringify(map) },
    }
    hintEntries(bundle)
    expect(JSON.parse(bundle['index.js.map'].source)).toEqual({ ...map, mappings: ';AAAA' })
  })

  it('goes on the chunks an entry imports statically too, which run as it starts', () => {
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true, imports: ['react.js'], code: entry },
      'react.js': {
        type: 'chunk' as const,
        isEntry: false,
        imports: ['scheduler.js'],
        code: entry,
      },
      'scheduler.js': { type: 'chunk' as const, isEntry: false, code: entry },
      'page.js': { type: 'chunk' as const, isEntry: false, imports: ['react.js'], code: entry },
    }
    hintEntries(bundle)
    for (const file of ['index.js', 'react.js', 'scheduler.js'] as const) {
      expect(bundle[file].code).toBe(`${COMPILE_ALL_ON_LOAD}${entry}`)
    }
    expect(bundle['page.js'].code).toBe(entry)
  })

  it('leaves lazy chunks and assets alone', () => {
    const bundle = {
      'page.js': { type: 'chunk' as const, isEntry: false, code: entry, map: null },
      'index.css': { type: 'asset' as const },
    }
    hintEntries(bundle)
    expect(bundle['page.js'].code).toBe(entry)
    expect(bundle['index.css']).toEqual({ type: 'asset' })
  })
})

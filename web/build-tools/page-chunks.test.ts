import { describe, expect, it } from 'vitest'
import { moduleName, pageChunksOf, reportPageModules } from './page-chunks.ts'

const root = '/app/web'
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
})

describe('the files of each module loaded on demand', () => {
  const bundle = {
    'index.js': chunk('index.js', ['/app/web/src/main.tsx'], ['react.js'], true),
    'react.js': chunk('react.js', ['/app/node_modules/react/index.js']),
    'Sheet.js': chunk(
      'Sheet.js',
      ['/app/web/src/pages/Sheet.tsx', '/app/web/src/pages/Header.tsx', '/app/web/src/util.ts'],
      ['shared.js', 'react.js'],
    ),
    'shared.js': chunk('shared.js', ['/app/web/src/shared.ts'], ['deep.js']),
    'deep.js': chunk('deep.js', ['/app/web/src/deep.ts']),
    'index.css': { type: 'asset' as const, fileName: 'index.css' },
  }
  const onDemand = new Set(['/app/web/src/pages/Sheet.tsx', '/app/web/src/pages/Header.tsx'])
  const pages = pageChunksOf(root, bundle, (id) => onDemand.has(id))

  it('names its own file first, then what that imports, without what the entry loads', () => {
    expect(pages['src/pages/Sheet.tsx']).toEqual(['Sheet.js', 'shared.js', 'deep.js'])
  })

  it('lists a module merged into another one’s file under its own name too', () => {
    expect(pages['src/pages/Header.tsx']).toEqual(pages['src/pages/Sheet.tsx'])
  })

  it('leaves out modules only ever imported statically', () => {
    expect(Object.keys(pages).sort()).toEqual(['src/pages/Header.tsx', 'src/pages/Sheet.tsx'])
  })
})

describe('module names', () => {
  it('are paths from the web folder, for the app’s own source only', () => {
    expect(moduleName(root, '/app/web/src/pages/Sheet.tsx')).toBe('src/pages/Sheet.tsx')
    expect(moduleName(root, '/app/node_modules/react/index.js')).toBeUndefined()
  })
})

describe('the renderer build’s dynamic imports', () => {
  const plugin = reportPageModules(root)

  it('report the app’s module before importing it', () => {
    const rendered = plugin.renderDynamicImport({ targetModuleId: '/app/web/src/pages/Sheet.tsx' })
    expect(rendered).toEqual({
      left: '(globalThis.__loomPageModuleLoaded?.("src/pages/Sheet.tsx"), import(',
      right: '))',
    })
  })

  it('leave a package’s own imports, or one with no known target, as they are', () => {
    expect(plugin.renderDynamicImport({ targetModuleId: '/app/node_modules/x/y.js' })).toBeNull()
    expect(plugin.renderDynamicImport({ targetModuleId: null })).toBeNull()
  })
})

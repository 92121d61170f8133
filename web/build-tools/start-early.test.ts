import { describe, expect, it } from 'vitest'
import { startImportsEarly } from './start-early.ts'

describe('the entry’s imports, started early', () => {
  it('become async module scripts, the entry script and the style sheet as they were', () => {
    const html =
      '<script type="module" crossorigin src="/vite/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/vite/assets/react-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/vite/assets/index-3.css">'
    expect(startImportsEarly(html)).toBe(
      '<script type="module" crossorigin src="/vite/assets/index-1.js"></script>\n' +
        '<script type="module" async crossorigin src="/vite/assets/react-2.js"></script>\n' +
        '<link rel="stylesheet" crossorigin href="/vite/assets/index-3.css">',
    )
  })
})

import { readFileSync } from 'node:fs'
import { exportFormatMarkdown } from '@loom/core'
import { expect, it } from 'vitest'

it('publishes docs/export-format.md exactly as the core schemas make it', () => {
  const committed = readFileSync(new URL('../../docs/export-format.md', import.meta.url), 'utf8')
  expect(committed, 'run npm run docs:export-format').toBe(exportFormatMarkdown())
})

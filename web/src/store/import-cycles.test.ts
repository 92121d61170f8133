// @vitest-environment node
import { fileURLToPath } from 'node:url'
import madge from 'madge'
import { describe, expect, it } from 'vitest'

const STORE = fileURLToPath(new URL('.', import.meta.url))

describe('the store modules', () => {
  it('import one another without a cycle, type imports included', async () => {
    const graph = await madge(STORE, {
      fileExtensions: ['ts', 'tsx'],
      excludeRegExp: [/\.test\.ts$/],
    })
    expect(graph.circular()).toEqual([])
    // Parsing every store module takes seconds on a busy machine; the answer is what counts.
  }, 60_000)
})

import { MAX_IMPORT_BYTES } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { readImportFile } from './read-import-file.ts'

const file = (text: string, name = 'Zan.loom.json') => new File([text], name)

describe('reading an import file in the browser', () => {
  it('gives back the JSON the file holds', async () => {
    expect(await readImportFile(file('{"format":"loom","item":{"name":"Zan"}}'))).toEqual({
      document: { format: 'loom', item: { name: 'Zan' } },
    })
  })

  it('says a file that is not JSON is not, with where the parser stopped', async () => {
    const read = await readImportFile(file('name: Zan\nessence: 2', 'zan.yaml'))
    expect(read).toEqual({
      problem: expect.stringMatching(/^The file is not JSON \(.+\): choose a \.loom\.json file/s),
    })
  })

  it('says an empty file is empty', async () => {
    expect(await readImportFile(file('  \n'))).toEqual({ problem: 'The file is empty' })
  })

  it('refuses a file past the import limit without reading it', async () => {
    const huge = new File(['{}'], 'huge.json')
    Object.defineProperty(huge, 'size', { value: MAX_IMPORT_BYTES + 1 })
    Object.defineProperty(huge, 'text', {
      value: () => Promise.reject(new Error('a file past the limit must not be read')),
    })
    expect(await readImportFile(huge)).toEqual({
      problem: 'The file is 8.0 MiB; an import file may be at most 8 MiB',
    })
  })
})

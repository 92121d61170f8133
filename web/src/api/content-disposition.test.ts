import { describe, expect, test } from 'vitest'
import { attachmentFilename } from './content-disposition.ts'

describe('the file name an attachment header asks for', () => {
  test.each([
    ['attachment; filename="Harmonious Jade.loom.json"', 'Harmonious Jade.loom.json'],
    ['attachment; filename=plain.loom.json', 'plain.loom.json'],
    ['attachment; filename="say \\"hi\\".loom.json"', 'say "hi".loom.json'],
    [
      `attachment; filename="Ceren.loom.json"; filename*=UTF-8''%C3%87eren%20Ay.loom.json`,
      'Çeren Ay.loom.json',
    ],
    [`attachment; filename*=utf-8''%E2%80%94.loom.json`, '—.loom.json'],
    [`attachment; filename="kept.loom.json"; filename*=UTF-8''%E0%A4%A`, 'kept.loom.json'],
  ])('%s names %s', (header, name) => {
    expect(attachmentFilename(header)).toBe(name)
  })

  test.each([
    [null],
    [''],
    ['attachment'],
    ['inline; filename=""'],
  ])('%j names no file', (header) => {
    expect(attachmentFilename(header)).toBeNull()
  })
})

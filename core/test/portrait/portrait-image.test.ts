import { describe, expect, it } from 'vitest'
import { portraitTypeOf } from '../../src/portrait/portrait-image.ts'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  )

describe('a portrait is recognised by its first bytes', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
  ])('%s', (type, file) => {
    expect(portraitTypeOf(file)).toBe(type)
  })

  it.each([
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a RIFF file that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['an empty file', bytes()],
    ['a bare PNG signature with nothing after it', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a])],
  ])('%s is no portrait', (_label, file) => {
    expect(portraitTypeOf(file)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { playerUpdateSchema } from '../../src/index.ts'

describe('display names', () => {
  it.each([
    ['', 'blank'],
    ['   ', 'blank'],
    ['x'.repeat(65), 'at most 64'],
    ['\u200b\u200b', 'visible'],
  ])('refuses %j', (name, message) => {
    const result = playerUpdateSchema.safeParse({ display_name: name })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain(message)
  })

  it('trims and accepts a normal name', () => {
    expect(playerUpdateSchema.parse({ display_name: '  Zan  ' })).toEqual({ display_name: 'Zan' })
  })

  it('refuses fields other than display_name', () => {
    expect(playerUpdateSchema.safeParse({ display_name: 'Zan', id: 4 }).success).toBe(false)
  })
})

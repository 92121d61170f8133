import { describe, expect, it } from 'vitest'
import { isLogNote, successesText } from './roll-text.ts'

describe('how the log words a roll', () => {
  it('counts successes, and calls a botch a botch', () => {
    expect(successesText({ successes: 0, botch: false })).toBe('No successes')
    expect(successesText({ successes: 1, botch: false })).toBe('1 success')
    expect(successesText({ successes: 0, botch: true })).toBe('Botch!')
  })

  it('takes an entry without dice or automatic successes for a note, such as an undo', () => {
    expect(isLogNote({ dice: [], auto_successes: 0 })).toBe(true)
    expect(isLogNote({ dice: [], auto_successes: 1 })).toBe(false)
    expect(isLogNote({ dice: [3], auto_successes: 0 })).toBe(false)
  })
})

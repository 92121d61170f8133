import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { importProblems } from './import-problems.ts'

const refused = (body: unknown, status = 422) => new ApiError(status, 'one sentence', body)

describe("what a refused import's dialog lists", () => {
  it('every path into the file with all of its messages, in the order the server gave', () => {
    expect(
      importProblems(
        refused({
          'merits[3].rating': [{ error: 'rating must be between 0 and 6' }],
          'weapons[0].poisons[0].penalty': [
            { error: 'penalty must be a whole number' },
            { error: 'penalty must be at least 0' },
          ],
        }),
      ),
    ).toEqual([
      { path: 'merits[3].rating', messages: ['rating must be between 0 and 6'] },
      {
        path: 'weapons[0].poisons[0].penalty',
        messages: ['penalty must be a whole number', 'penalty must be at least 0'],
      },
    ])
  })

  it('a problem with the whole file (body or base) has no path', () => {
    expect(
      importProblems(
        refused({
          body: [{ error: 'Send the file as a JSON object' }],
          base: [{ error: 'character would take more than 4 MiB' }],
        }),
      ),
    ).toEqual([
      {
        path: '',
        messages: ['Send the file as a JSON object', 'character would take more than 4 MiB'],
      },
    ])
  })

  it('any other refusal is its one sentence', () => {
    expect(importProblems(refused({ error: 'Too large' }, 413))).toEqual([
      { path: '', messages: ['one sentence'] },
    ])
    expect(importProblems(refused(null))).toEqual([{ path: '', messages: ['one sentence'] }])
    expect(importProblems(new Error('offline'))).toEqual([{ path: '', messages: ['offline'] }])
  })
})

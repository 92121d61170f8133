import { describe, expect, it } from 'vitest'
import { errorMessage } from './error-message.ts'

describe('the error message a player sees', () => {
  it.each([
    [401, { error: 'Sign in again' }, 'Sign in again'],
    [403, { error: 'You cannot edit this character' }, 'You cannot edit this character'],
    [404, { error: 'Character 9 does not exist' }, 'Character 9 does not exist'],
    [500, { error: 'Database is down' }, 'Database is down'],
    [500, null, 'Internal Server Error'],
    [500, 'oops', 'Internal Server Error'],
    [401, null, 'Error'],
    [502, null, 'Error'],
    [422, 'not json at all', 'Error'],
  ])('status %i with body %j reads %j', (status, body, expected) => {
    expect(errorMessage(status, body)).toBe(expected)
  })

  it('names each field with its first error, joined by commas', () => {
    const body = {
      essence: [{ error: 'essence must be between 1 and 10' }, { error: 'second error' }],
      name: [{ error: 'name cannot be blank' }],
    }
    expect(errorMessage(422, body)).toBe(
      'essence: essence must be between 1 and 10, name: name cannot be blank',
    )
  })

  it('skips fields whose errors are not in the expected shape', () => {
    expect(errorMessage(422, { essence: [{ error: 'too high' }], junk: 3 })).toBe(
      'essence: too high',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { displayNameFromProfile } from '../src/auth/profile-name.ts'

describe("a new player's display name", () => {
  it.each([
    ['the provider name, trimmed', '  Ana  ', 'ana@example.com', 'Ana'],
    ['a long provider name cut to 64 characters', 'n'.repeat(80), undefined, 'n'.repeat(64)],
    ['a long name of emoji cut without splitting one', '🌞'.repeat(70), undefined, '🌞'.repeat(64)],
    ['the e-mail local part when the name is blank', '   ', 'bo.smith@example.com', 'bo.smith'],
    ['the e-mail local part when there is no name', undefined, 'cy@example.com', 'cy'],
    ['"Player" when neither helps', '\u200b', undefined, 'Player'],
  ])('is %s', (_case, name, email, expected) => {
    expect(displayNameFromProfile(name, email)).toBe(expected)
  })
})

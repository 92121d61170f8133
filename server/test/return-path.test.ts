import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../src/auth/return-path.ts'

describe('the return path after sign-in', () => {
  it.each([
    ['/', '/'],
    ['/characters/12', '/characters/12'],
    ['/characters/12/edit/charms?tab=2#top', '/characters/12/edit/charms?tab=2#top'],
    ['/help/rules.md', '/help/rules.md'],
    ['/a/../settings', '/settings'],
  ])('keeps the same-site path %j as %j', (given, kept) => {
    expect(safeReturnPath(given)).toBe(kept)
  })

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/characters\\..\\..\\evil'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a relative path', 'characters/1'],
    ['a tab hidden in the slashes', '/\t/evil.example'],
    ['a newline', '/characters\n/x'],
    ['a space', '/ /evil.example'],
    ['a sign-in route, which would loop', '/auth/developer'],
    ['an API route', '/api/v1/players'],
    ['an empty string', ''],
    ['an overlong path', `/${'a'.repeat(2000)}`],
    ['a number', 12],
    ['a list', ['/characters']],
    ['nothing', undefined],
  ])('drops %s (%j)', (_case, given) => {
    expect(safeReturnPath(given)).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { mergeEdit, sameValue } from './merge.ts'

describe('merging an edit made offline over the server’s current entity', () => {
  const base = { name: 'Zan', essence: 1, notes: 'old', willpower_temporary: 5 }

  it('keeps the edit’s value of every field the server did not change since', () => {
    const theirs = { ...base, essence: 3, version: 4 }
    expect(mergeEdit(base, { name: 'Zan of the Sea', notes: 'new' }, theirs)).toEqual({
      clean: { name: 'Zan of the Sea', notes: 'new' },
      conflicts: [],
    })
  })

  it('drops a field the server already holds as the edit sets it', () => {
    const theirs = { ...base, name: 'Zan of the Sea' }
    expect(mergeEdit(base, { name: 'Zan of the Sea' }, theirs)).toEqual({
      clean: {},
      conflicts: [],
    })
  })

  it('names each field changed on both sides to different values, and merges the rest', () => {
    const theirs = { ...base, name: 'Zan the Bold', willpower_temporary: 2 }
    const mine = { name: 'Zan of the Sea', notes: 'new', willpower_temporary: 4 }
    expect(mergeEdit(base, mine, theirs)).toEqual({
      clean: { notes: 'new' },
      conflicts: [
        { field: 'name', mine: 'Zan of the Sea', theirs: 'Zan the Bold' },
        { field: 'willpower_temporary', mine: 4, theirs: 2 },
      ],
    })
  })

  it('compares list fields by content, not by key order', () => {
    const list = [{ subject: 'Ana', strength: 'minor' }]
    const theirs = { ties: [{ strength: 'minor', subject: 'Ana' }] }
    expect(mergeEdit({ ties: list }, { ties: [] }, theirs)).toEqual({
      clean: { ties: [] },
      conflicts: [],
    })
    const changed = { ties: [{ strength: 'major', subject: 'Ana' }] }
    expect(mergeEdit({ ties: list }, { ties: [] }, changed).conflicts).toHaveLength(1)
  })
})

describe('equal JSON values', () => {
  it.each([
    [1, 1, true],
    [1, '1', false],
    [null, undefined, true],
    [[1, 2], [2, 1], false],
    [{ a: [1] }, { a: [1] }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: undefined }, { b: undefined }, false],
    [[], {}, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameValue(a, b)).toBe(same)
  })
})

import { describe, expect, it } from 'vitest'
import {
  canEditLibraryEntry,
  canViewLibraryEntry,
  defaultEntryName,
  libraryDocumentSchema,
} from '../src/index.ts'

const chronicle = { id: 3, st_id: 1, member_ids: [2, 4] }
const own = { player_id: 2, chronicle_id: null }
const shared = { player_id: 2, chronicle_id: 3 }

describe('who sees a library entry', () => {
  it.each([
    ['its owner, an own entry', { id: 2 }, own, null, true],
    ['another player, an own entry', { id: 4 }, own, null, false],
    ["the owner's storyteller, an own entry", { id: 1 }, own, null, false],
    ['a member, a chronicle entry', { id: 4 }, shared, chronicle, true],
    ['the storyteller, a chronicle entry', { id: 1 }, shared, chronicle, true],
    ['a stranger, a chronicle entry', { id: 9 }, shared, chronicle, false],
    ['a member, with the wrong chronicle given', { id: 4 }, shared, { ...chronicle, id: 8 }, false],
    ['its creator after leaving', { id: 2 }, shared, { ...chronicle, member_ids: [4] }, false],
    ['nobody signed in', null, own, null, false],
  ] as const)('%s: %s', (_label, viewer, entry, membership, expected) => {
    expect(canViewLibraryEntry(viewer, entry, membership)).toBe(expected)
  })
})

describe('who changes a library entry', () => {
  it.each([
    ['its owner, an own entry', { id: 2 }, own, null, true],
    ['another player, an own entry', { id: 4 }, own, null, false],
    ['its creator, a chronicle entry', { id: 2 }, shared, chronicle, true],
    ['the storyteller, a chronicle entry', { id: 1 }, shared, chronicle, true],
    ['another member, a chronicle entry', { id: 4 }, shared, chronicle, false],
    ['its creator after leaving', { id: 2 }, shared, { ...chronicle, member_ids: [4] }, false],
  ] as const)('%s: %s', (_label, viewer, entry, membership, expected) => {
    expect(canEditLibraryEntry(viewer, entry, membership)).toBe(expected)
  })
})

describe('a library document', () => {
  it("is checked by the kind's create schemas, its child rows' too", () => {
    expect(libraryDocumentSchema('weapon').safeParse({ poisons: [{ name: 'Frog' }] }).success).toBe(
      true,
    )
    expect(libraryDocumentSchema('weapon').safeParse({ poisons: [{ nme: 'Frog' }] }).success).toBe(
      false,
    )
    expect(libraryDocumentSchema('charm').safeParse({ name: 'No kind' }).success).toBe(false)
    expect(libraryDocumentSchema('merit').safeParse({ id: 4 }).success).toBe(false)
  })

  it('names an entry after its item, a merit after its label first', () => {
    expect(defaultEntryName('merit', { label: ' Wealthy ', merit_name: 'Resources' })).toBe(
      'Wealthy',
    )
    expect(defaultEntryName('merit', { label: '', merit_name: 'Resources' })).toBe('Resources')
    expect(defaultEntryName('spell', { name: '  ' })).toBe('New spell')
  })
})

import { describe, expect, it } from 'vitest'
import {
  type ChronicleMembership,
  canAddToChronicle,
  canChangeType,
  canCreateCombatActor,
  canDeleteItem,
  canEditChronicle,
  canEditItem,
  canEditPlayer,
  canJoinChronicle,
  canPublishItem,
  canRemoveFromChronicle,
  canRemovePlayer,
  canSeeSecrets,
  canViewChronicle,
  canViewItem,
  chronicleAudience,
  itemAudience,
  type OwnedItem,
  type Viewer,
} from '../src/index.ts'
import { canCopyItem } from '../src/permissions.ts'

// Ana (1) owns the items and is a member; Sol (2) is the ST; Mei (3) is another member;
// Tom (4) is a stranger; null is an anonymous visitor.
const ana: Viewer = { id: 1 }
const sol: Viewer = { id: 2 }
const mei: Viewer = { id: 3 }
const tom: Viewer = { id: 4 }
const chronicle: ChronicleMembership = { id: 10, st_id: 2, member_ids: [1, 3] }
const otherChronicle: ChronicleMembership = { id: 11, st_id: 2, member_ids: [1] }

const item = (fields: Partial<OwnedItem>): OwnedItem => ({
  player_id: 1,
  chronicle_id: null,
  hidden: false,
  public: false,
  ...fields,
})
const items = {
  'a private item in no chronicle': item({}),
  'an item in the chronicle': item({ chronicle_id: 10 }),
  'a hidden item in the chronicle': item({ chronicle_id: 10, hidden: true }),
  'a public item in no chronicle': item({ public: true }),
  'a public hidden item in the chronicle': item({ chronicle_id: 10, hidden: true, public: true }),
}
type ItemName = keyof typeof items
const roles = { owner: ana, storyteller: sol, member: mei, stranger: tom, anonymous: null }
type Role = keyof typeof roles

/** Per item: the roles allowed, in the order owner, storyteller, member, stranger, anonymous. */
function matrix(rows: Record<ItemName, [boolean, boolean, boolean, boolean, boolean]>) {
  const roleNames = Object.keys(roles) as Role[]
  return (Object.keys(rows) as ItemName[]).flatMap((name) =>
    roleNames.map((role, index) => [role, name, rows[name][index]!] as const),
  )
}

describe('viewing an item', () => {
  it.each(
    matrix({
      'a private item in no chronicle': [true, false, false, false, false],
      'an item in the chronicle': [true, true, true, false, false],
      'a hidden item in the chronicle': [true, true, false, false, false],
      'a public item in no chronicle': [true, true, true, true, true],
      'a public hidden item in the chronicle': [true, true, true, true, true],
    }),
  )('the %s viewing %s: %s', (role, name, allowed) => {
    expect(canViewItem(roles[role], items[name], chronicle)).toBe(allowed)
  })

  it('gives the storyteller nothing when the item is in another chronicle', () => {
    const elsewhere = item({ chronicle_id: 99 })
    expect(canViewItem(sol, elsewhere, chronicle)).toBe(false)
    expect(canEditItem(sol, elsewhere, chronicle)).toBe(false)
  })

  it('treats a combat actor (no hidden flag) as visible to members', () => {
    const actor: OwnedItem = { player_id: 2, chronicle_id: 10 }
    expect(canViewItem(mei, actor, chronicle)).toBe(true)
  })
})

describe('editing an item', () => {
  it.each(
    matrix({
      'a private item in no chronicle': [true, false, false, false, false],
      'an item in the chronicle': [true, true, false, false, false],
      'a hidden item in the chronicle': [true, true, false, false, false],
      'a public item in no chronicle': [true, false, false, false, false],
      'a public hidden item in the chronicle': [true, true, false, false, false],
    }),
  )('the %s editing %s: %s', (role, name, allowed) => {
    expect(canEditItem(roles[role], items[name], chronicle)).toBe(allowed)
    expect(canSeeSecrets(roles[role], items[name], chronicle)).toBe(allowed)
  })
})

describe('making an item public or private', () => {
  it.each(
    matrix({
      'a private item in no chronicle': [true, false, false, false, false],
      'an item in the chronicle': [true, false, false, false, false],
      'a hidden item in the chronicle': [true, false, false, false, false],
      'a public item in no chronicle': [true, false, false, false, false],
      'a public hidden item in the chronicle': [true, false, false, false, false],
    }),
  )('the %s publishing %s: %s', (role, name, allowed) => {
    expect(canPublishItem(roles[role], items[name])).toBe(allowed)
  })
})

describe('deleting and changing the type of an item', () => {
  it.each(
    matrix({
      'a private item in no chronicle': [true, false, false, false, false],
      'an item in the chronicle': [false, false, false, false, false],
      'a hidden item in the chronicle': [false, false, false, false, false],
      'a public item in no chronicle': [true, false, false, false, false],
      'a public hidden item in the chronicle': [false, false, false, false, false],
    }),
  )('the %s deleting %s: %s', (role, name, allowed) => {
    expect(canDeleteItem(roles[role], items[name])).toBe(allowed)
    expect(canChangeType(roles[role], items[name])).toBe(allowed)
  })
})

describe('copying an item (duplicate, battlegroup from a qc)', () => {
  it.each(
    matrix({
      'a private item in no chronicle': [true, false, false, false, false],
      'an item in the chronicle': [true, true, true, false, false],
      'a hidden item in the chronicle': [true, true, false, false, false],
      'a public item in no chronicle': [true, true, true, true, false],
      'a public hidden item in the chronicle': [true, true, true, true, false],
    }),
  )('the %s copying %s: %s', (role, name, allowed) => {
    expect(canCopyItem(roles[role], items[name], chronicle)).toBe(allowed)
  })
})

describe('chronicles', () => {
  it.each([
    ['owner', true, false, false],
    ['storyteller', true, true, false],
    ['member', true, false, false],
    ['stranger', false, false, true],
    ['anonymous', false, false, false],
  ] as const)('the %s: view %s, edit %s, join %s', (role, view, edit, join) => {
    expect(canViewChronicle(roles[role], chronicle)).toBe(view)
    expect(canEditChronicle(roles[role], chronicle)).toBe(edit)
    expect(canJoinChronicle(roles[role], chronicle)).toBe(join)
  })

  it.each([
    ['the storyteller removes a member', sol, 3, true],
    ['a member leaves', mei, 3, true],
    ['a member removes another member', mei, 1, false],
    ['a stranger removes a member', tom, 3, false],
    ['an anonymous visitor removes a member', null, 3, false],
    ['the storyteller removes someone who is not a member', sol, 4, false],
    ['the storyteller removes themself', sol, 2, false],
  ] as const)('%s: %s', (_, viewer, playerId, allowed) => {
    expect(canRemovePlayer(viewer, chronicle, playerId)).toBe(allowed)
  })

  it('lets the storyteller and members hear about the chronicle, once each', () => {
    expect(chronicleAudience({ id: 10, st_id: 2, member_ids: [1, 3, 2] })).toEqual([2, 1, 3])
  })
})

describe('adding items to a chronicle and removing them', () => {
  const strangersItem = item({ player_id: 4 })
  const stItem = item({ player_id: 2 })
  const meisItem = item({ player_id: 3 })
  it.each([
    ['a member adds their own item', ana, item({}), null, true],
    ['the storyteller adds their own item', sol, stItem, null, true],
    [
      'a member adds their item from another chronicle',
      ana,
      item({ chronicle_id: 11 }),
      otherChronicle,
      true,
    ],
    [
      'the storyteller moves a member’s item from a chronicle they run',
      sol,
      item({ chronicle_id: 11 }),
      otherChronicle,
      true,
    ],
    ['the storyteller adds a member’s private item', sol, item({}), null, false],
    ['the storyteller adds a member’s public item', sol, item({ public: true }), null, false],
    ['a member adds another member’s item', mei, item({}), null, false],
    ['a stranger adds their own item', tom, strangersItem, null, false],
    ['the storyteller adds a stranger’s item', sol, strangersItem, null, false],
    ['an anonymous visitor adds an item', null, meisItem, null, false],
    [
      'the owner adds an item already in the chronicle',
      ana,
      item({ chronicle_id: 10 }),
      chronicle,
      false,
    ],
  ] as const)('%s: %s', (_, viewer, candidate, current, allowed) => {
    expect(canAddToChronicle(viewer, candidate, chronicle, current)).toBe(allowed)
  })

  it.each([
    ['owner', true],
    ['storyteller', true],
    ['member', false],
    ['stranger', false],
    ['anonymous', false],
  ] as const)('the %s removing an item from the chronicle: %s', (role, allowed) => {
    expect(canRemoveFromChronicle(roles[role], item({ chronicle_id: 10 }), chronicle)).toBe(allowed)
  })

  it('refuses to remove an item from a chronicle it is not in', () => {
    expect(canRemoveFromChronicle(ana, item({ chronicle_id: 11 }), chronicle)).toBe(false)
  })
})

describe('combat actors', () => {
  it.each([
    ['the storyteller, from their own qc', sol, item({ player_id: 2 }), true],
    ['the storyteller, from a member’s qc in the chronicle', sol, item({ chronicle_id: 10 }), true],
    ['the storyteller, from a stranger’s private qc', sol, item({ player_id: 4 }), false],
    ['a member, from their own qc', ana, item({}), false],
    ['an anonymous visitor, from a public qc', null, item({ public: true }), false],
  ] as const)('created by %s: %s', (_, viewer, source, allowed) => {
    expect(canCreateCombatActor(viewer, chronicle, source, chronicle)).toBe(allowed)
  })
})

describe('who hears live events about an item', () => {
  it.each([
    ['an item in no chronicle', item({}), [1]],
    ['an item in the chronicle', item({ chronicle_id: 10 }), [1, 2, 3]],
    ['a hidden item in the chronicle', item({ chronicle_id: 10, hidden: true }), [1, 2]],
    [
      'the storyteller’s own item in the chronicle',
      item({ player_id: 2, chronicle_id: 10 }),
      [2, 1, 3],
    ],
  ] as const)('%s reaches players %j', (_, subject, audience) => {
    expect(itemAudience(subject, chronicle)).toEqual(audience)
  })
})

describe('player accounts', () => {
  it('lets a player edit their own account and no one else’s', () => {
    expect(canEditPlayer(1, 1)).toBe(true)
    expect(canEditPlayer(2, 1)).toBe(false)
  })
})

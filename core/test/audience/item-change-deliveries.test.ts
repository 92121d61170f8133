import { describe, expect, it } from 'vitest'
import {
  type ChronicleMembership,
  eventEntity,
  type ItemAudience,
  type ItemChangeFacts,
  itemChangeDeliveries,
  type OwnedItem,
} from '../../src/index.ts'

// Ana (1) owns the character and is a member; Sol (2) is the ST; Mei (3) is another member.
const ANA = 1
const SOL = 2
const MEI = 3
const chronicle: ChronicleMembership = { id: 9, st_id: SOL, member_ids: [ANA, MEI] }
const secretTie = { name: 'Hidden love', hidden: true }
const openTie = { name: 'Duty', hidden: false }

const inChronicle: OwnedItem = { player_id: ANA, chronicle_id: 9, hidden: false }
const hiddenInChronicle: OwnedItem = { ...inChronicle, hidden: true }
const outside: OwnedItem = { player_id: ANA, chronicle_id: null, hidden: false }

const sight = (item: OwnedItem) => ({ item, chronicle: item.chronicle_id ? chronicle : null })
const audience = (before: OwnedItem, now: OwnedItem = before): ItemAudience => ({
  before: sight(before),
  now: sight(now),
})

const character = (changes: ItemChangeFacts['changes'], event: ItemChangeFacts['event']) => ({
  event,
  type: 'character' as const,
  id: 5,
  version: 4,
  parent: null,
  entity: { id: 5, name: 'Harmonious Jade', ties: [openTie, secretTie] },
  changes,
})

/** Each player's event, in a form a table can show: `update players/1`, `destroy chronicles/9`. */
function eventsByPlayer(change: ItemChangeFacts, sights: ItemAudience) {
  const byPlayer: Record<number, string> = {}
  for (const { player_ids, event } of itemChangeDeliveries(change, sights)) {
    for (const id of player_ids)
      byPlayer[id] = `${event.event} ${event.parent_type}/${event.parent_id}`
  }
  return byPlayer
}

describe('who hears of a change to an item', () => {
  it.each([
    {
      story:
        'an edit in a chronicle reaches the owner in their list and the table in the chronicle',
      sights: audience(inChronicle),
      expected: {
        [ANA]: 'update players/1',
        [SOL]: 'update chronicles/9',
        [MEI]: 'update chronicles/9',
      },
    },
    {
      story: 'an edit of a hidden item reaches its owner and the storyteller only',
      sights: audience(hiddenInChronicle),
      expected: { [ANA]: 'update players/1', [SOL]: 'update chronicles/9' },
    },
    {
      story: 'an edit outside any chronicle reaches its owner alone',
      sights: audience(outside),
      expected: { [ANA]: 'update players/1' },
    },
    {
      story: 'hiding an item takes it away from the members who saw it',
      sights: audience(inChronicle, hiddenInChronicle),
      expected: {
        [ANA]: 'update players/1',
        [SOL]: 'update chronicles/9',
        [MEI]: 'destroy chronicles/9',
      },
    },
    {
      story: 'unhiding an item shows it whole to the members who now see it',
      sights: audience(hiddenInChronicle, inChronicle),
      expected: {
        [ANA]: 'update players/1',
        [SOL]: 'update chronicles/9',
        [MEI]: 'create chronicles/9',
      },
    },
    {
      story: 'taking an item out of its chronicle removes it from the table, where they saw it',
      sights: audience(inChronicle, outside),
      expected: {
        [ANA]: 'update players/1',
        [SOL]: 'destroy chronicles/9',
        [MEI]: 'destroy chronicles/9',
      },
    },
  ])('$story', ({ sights, expected }) => {
    expect(eventsByPlayer(character({ name: 'Jade' }, 'update'), sights)).toEqual(expected)
  })

  it('a deleted item is destroyed for everyone who saw it', () => {
    expect(eventsByPlayer(character(null, 'destroy'), audience(inChronicle))).toEqual({
      [ANA]: 'destroy players/1',
      [SOL]: 'destroy chronicles/9',
      [MEI]: 'destroy chronicles/9',
    })
  })
})

describe('what each viewer receives of it', () => {
  const receivedBy = (playerId: number, change: ItemChangeFacts, sights: ItemAudience) =>
    itemChangeDeliveries(change, sights).find((delivery) => delivery.player_ids.includes(playerId))!
      .event

  it('a member who may not edit the item gets its changes without the secrets', () => {
    const change = character({ ties: [openTie, secretTie] }, 'update')
    expect(receivedBy(MEI, change, audience(inChronicle)).changes).toEqual({
      ties: [openTie],
    })
    expect(receivedBy(SOL, change, audience(inChronicle)).changes).toEqual({
      ties: [openTie, secretTie],
    })
  })

  it('a member who sees the item only now gets the whole of it, without the secrets', () => {
    const event = receivedBy(
      MEI,
      character({ hidden: false }, 'update'),
      audience(hiddenInChronicle, inChronicle),
    )
    expect(eventEntity(event)).toEqual({
      id: 5,
      name: 'Harmonious Jade',
      ties: [openTie],
    })
  })

  it("a child's change is placed under its parent, with the chronicle of its item", () => {
    const merit: ItemChangeFacts = {
      event: 'create',
      type: 'merit',
      id: 12,
      version: 1,
      parent: { type: 'character', id: 5, assoc: 'merits' },
      entity: { id: 12, merit_name: 'Resources' },
      changes: null,
    }
    const event = receivedBy(MEI, merit, audience(inChronicle))
    expect(event).toMatchObject({
      event: 'create',
      parent_type: 'characters',
      parent_id: 5,
      assoc: 'merits',
      chronicle_id: 9,
    })
  })

  it('members who receive the same event share one delivery', () => {
    const table = { id: 9, st_id: SOL, member_ids: [ANA, MEI, 4] }
    const sights = { item: inChronicle, chronicle: table }
    const deliveries = itemChangeDeliveries(character({ name: 'Jade' }, 'update'), {
      before: sights,
      now: sights,
    })
    expect(deliveries.map((delivery) => delivery.player_ids)).toEqual([[ANA], [SOL], [MEI, 4]])
  })
})

describe('when an item or its chronicle changes hands', () => {
  const handedToMei: OwnedItem = { ...inChronicle, player_id: MEI }
  const handedChronicle: ChronicleMembership = { id: 9, st_id: MEI, member_ids: [ANA, SOL] }
  const handedOver = character({ player_id: MEI }, 'update')
  const receivedBy = (playerId: number, sights: ItemAudience) =>
    itemChangeDeliveries(handedOver, sights).find((delivery) =>
      delivery.player_ids.includes(playerId),
    )!.event

  it('the new owner gets it whole in their own list; the old owner and the table an update in the chronicle', () => {
    expect(eventsByPlayer(handedOver, audience(inChronicle, handedToMei))).toEqual({
      [ANA]: 'update chronicles/9',
      [SOL]: 'update chronicles/9',
      [MEI]: 'create players/3',
    })
    const whole = eventEntity(receivedBy(MEI, audience(inChronicle, handedToMei)))
    expect(whole?.ties).toEqual([openTie, secretTie])
  })

  it('the old owner is sent the ties without the secrets they may no longer see', () => {
    const event = receivedBy(ANA, audience(inChronicle, handedToMei))
    expect(event.changes).toEqual({ player_id: MEI, ties: [openTie] })
  })

  it('a hidden item handed over leaves the old owner and reaches the new one', () => {
    const hiddenForMei = { ...handedToMei, hidden: true }
    expect(eventsByPlayer(handedOver, audience(hiddenInChronicle, hiddenForMei))).toEqual({
      [ANA]: 'destroy players/1',
      [SOL]: 'update chronicles/9',
      [MEI]: 'create players/3',
    })
  })

  it('a new storyteller gets every item whole; the old one loses the secrets', () => {
    const sights: ItemAudience = {
      before: { item: inChronicle, chronicle },
      now: { item: inChronicle, chronicle: handedChronicle },
    }
    const touched = character({ version: 4 }, 'update')
    const deliveries = itemChangeDeliveries(touched, sights)
    const to = (playerId: number) =>
      deliveries.find((delivery) => delivery.player_ids.includes(playerId))!.event
    expect(to(MEI).event).toBe('create')
    expect(eventEntity(to(MEI))?.ties).toEqual([openTie, secretTie])
    expect(to(SOL).changes).toEqual({ version: 4, ties: [openTie] })
    expect(to(ANA).changes).toEqual({ version: 4 })
  })
})

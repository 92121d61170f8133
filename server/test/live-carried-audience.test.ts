import { describe, expect, it } from 'vitest'
import type { Db } from '../src/db/schema.ts'
import { envelopeOf } from '../src/live/change-envelope.ts'
import type { ItemChange } from '../src/live/changes.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { combatDone, combatWorld } from './support/combat-world.ts'
import { call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

/**
 * An item change carries who may see it, read in the write's own transaction, so the live
 * channel works out every recipient's event without reading the database: a fan-out given a
 * database that refuses every query still tells each viewer, and the audience is the one the
 * write left behind, not whatever the chronicle holds by the time the change is fanned out.
 */
const noDatabase = new Proxy({} as Db, {
  get(_target, property) {
    throw new Error(`the fan-out read the database (${String(property)})`)
  },
})

const recipientsOf = async (change: ItemChange) => {
  const envelope = await envelopeOf(noDatabase, change)
  return (envelope?.deliveries ?? []).flatMap((delivery) => delivery.player_ids).sort()
}

forEachEngineRecording((t, changes) => {
  const itemChanges = () =>
    changes.published.filter((change): change is ItemChange => change.kind === 'item')

  const world = async () => {
    const st = await t.createPlayer()
    const ana = await t.createPlayer()
    const bo = await t.createPlayer()
    const chronicle = await chronicleThroughApi(t, st, [ana, bo])
    const character = await itemThroughApi(t, ana, 'characters')
    await addThroughApi(t, ana, chronicle.id, character)
    return { st, ana, bo, chronicle, character }
  }

  describe('item changes fan out from the audience they carry', () => {
    it('a PATCH, a child create and a child delete reach the chronicle without a query', async () => {
      const { st, ana, bo, character } = await world()
      changes.clear()
      await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, { name: 'Zan' })
      const merit = await call(t, ana, 'POST', `/api/v1/characters/${character.id}/merits`, {
        merit_name: 'Allies',
      })
      expect(merit.statusCode).toBe(200)
      await call(t, st, 'DELETE', `/api/v1/characters/${character.id}/merits/${merit.json().id}`)
      const published = itemChanges()
      expect(published.map((change) => `${change.event} ${change.type}`)).toEqual([
        'update character',
        'create merit',
        'destroy merit',
      ])
      for (const change of published) {
        expect(await recipientsOf(change)).toEqual([st.id, ana.id, bo.id].sort())
      }
    })

    it('a member who leaves after a change still hears of it: the audience is the write’s', async () => {
      const { st, ana, bo, chronicle, character } = await world()
      changes.clear()
      await call(t, ana, 'PATCH', `/api/v1/characters/${character.id}`, { name: 'Zan' })
      const [renamed] = itemChanges()
      const left = await call(
        t,
        bo,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/remove_player/${bo.id}`,
      )
      expect(left.statusCode).toBe(200)
      expect(await recipientsOf(renamed!)).toEqual([st.id, ana.id, bo.id].sort())
    })

    it('an item leaving the chronicle is a removal for those who lose it, read in the move', async () => {
      const { st, ana, bo, chronicle, character } = await world()
      changes.clear()
      const removed = await call(
        t,
        ana,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/remove_character/${character.id}`,
      )
      expect(removed.statusCode).toBe(200)
      const [moved] = itemChanges()
      const envelope = await envelopeOf(noDatabase, moved!)
      const events = Object.fromEntries(
        (envelope?.deliveries ?? []).flatMap((delivery) =>
          delivery.player_ids.map((id) => [id, (delivery.event as { event: string }).event]),
        ),
      )
      expect(events).toEqual({ [ana.id]: 'update', [st.id]: 'destroy', [bo.id]: 'destroy' })
    })

    it('a combat transition carries its chronicle’s audience', async () => {
      const world = await combatWorld(t)
      changes.clear()
      await combatDone(t, world.st, world, 'combat/join_battle', {
        combatant: world.actor,
        successes: 2,
      })
      const [joined] = itemChanges()
      const { st, player, other } = world
      expect(await recipientsOf(joined!)).toEqual([st.id, player.id, other.id].sort())
    })
  })
})

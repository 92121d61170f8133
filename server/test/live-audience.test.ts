import { eventEntity, type ItemAudience, type LiveEvent } from '@loom/core'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ownedItemOf } from '../src/items/item-document.ts'
import { audienceIn } from '../src/items/item-sight.ts'
import {
  characterChange,
  expectEachHears,
  expectNothingFor,
  OPEN_TIE,
  SECRET_TIE,
  useLiveWorlds,
} from './support/live-world.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * Who hears of a change, and what they get, driven through the publisher the routes call.
 * (live-routes.test.ts drives the same through the HTTP API.)
 */
forEachEngine((engine) => {
  const t = useTestApp(engine)
  const worlds = useLiveWorlds(t)

  const tiesOf = (event: LiveEvent) =>
    event.event === 'create' ? eventEntity(event)?.ties : event.changes?.ties

  describe('a character in a chronicle, not hidden', () => {
    it('tells its owner, the ST and the members of an update; members do not see its secrets', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('in the chronicle')
      const changes = { ties: [SECRET_TIE, OPEN_TIE], updated_at: '2026-01-02T03:04:05.678Z' }
      t.app.changes.publish(
        await characterChange(
          t.db,
          'update',
          { ...character, version: 2 },
          { changes, version: 2 },
        ),
      )
      const [toOwner, toSt, toMember] = await Promise.all(
        [owner, st, member].map((person) => person.client.nextEvent()),
      )
      expect(toOwner).toEqual({
        event: 'update',
        type: 'character',
        id: character.id,
        version: 2,
        chronicle_id: chronicleId,
        parent_type: 'players',
        parent_id: owner.id,
        assoc: 'characters',
        entity: null,
        changes,
      })
      expect(toSt).toMatchObject({ parent_type: 'chronicles', parent_id: chronicleId, changes })
      expect(toMember).toMatchObject({
        event: 'update',
        changes: { ties: [OPEN_TIE], updated_at: '2026-01-02T03:04:05.678Z' },
      })
      await expectNothingFor(stranger)
    })

    it('sends a destroy to everyone who saw it, with the chronicle it was in', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('in the chronicle')
      t.app.changes.publish(await characterChange(t.db, 'destroy', character))
      await expectEachHears([owner, st, member], {
        event: 'destroy',
        type: 'character',
        id: character.id,
        chronicle_id: chronicleId,
        entity: null,
        changes: null,
      })
      await expectNothingFor(stranger)
    })
  })

  describe('a hidden character', () => {
    it('tells only its owner and the ST of an update', async () => {
      const { owner, st, member, stranger, character } =
        await worlds.withCharacter('hidden in the chronicle')
      t.app.changes.publish(
        await characterChange(t.db, 'update', character, { changes: { name: 'Zan the Hidden' } }),
      )
      await expectEachHears([owner, st], { changes: { name: 'Zan the Hidden' } })
      await expectNothingFor(member, stranger)
    })

    it('going hidden: the members get a destroy, the owner and the ST the update', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('hidden in the chronicle')
      t.app.changes.publish(
        await characterChange(
          t.db,
          'update',
          character,
          { changes: { hidden: true } },
          { chronicle_id: chronicleId, hidden: false },
        ),
      )
      await expectEachHears([owner, st], { event: 'update', changes: { hidden: true } })
      expect(await member.client.nextEvent()).toMatchObject({
        event: 'destroy',
        type: 'character',
        id: character.id,
        chronicle_id: chronicleId,
      })
      await expectNothingFor(stranger)
    })

    it('unhidden: the members get the whole character (without its secrets) as a create', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('in the chronicle')
      t.app.changes.publish(
        await characterChange(
          t.db,
          'update',
          character,
          { changes: { hidden: false } },
          { chronicle_id: chronicleId, hidden: true },
        ),
      )
      await expectEachHears([owner, st], { event: 'update' })
      const created = await member.client.nextEvent()
      expect(created).toMatchObject({
        event: 'create',
        parent_type: 'chronicles',
        parent_id: chronicleId,
        assoc: 'characters',
        changes: null,
      })
      expect(typeof created.entity).toBe('string')
      expect(eventEntity(created)).toEqual({ ...character, ties: [OPEN_TIE] })
      await expectNothingFor(stranger)
    })
  })

  describe('moving between chronicles', () => {
    it('added to a chronicle: the ST and the members gain the whole item, the owner an update', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('in the chronicle')
      t.app.changes.publish(
        await characterChange(
          t.db,
          'update',
          character,
          { changes: { chronicle_id: chronicleId } },
          { chronicle_id: null, hidden: false },
        ),
      )
      expect(await owner.client.nextEvent()).toMatchObject({
        event: 'update',
        changes: { chronicle_id: chronicleId },
      })
      const [toSt, toMember] = await Promise.all([st.client.nextEvent(), member.client.nextEvent()])
      expect(toSt).toMatchObject({ event: 'create', parent_type: 'chronicles' })
      expect(tiesOf(toSt)).toEqual([SECRET_TIE, OPEN_TIE])
      expect(toMember).toMatchObject({ event: 'create', parent_type: 'chronicles' })
      expect(tiesOf(toMember)).toEqual([OPEN_TIE])
      await expectNothingFor(stranger)
    })

    it('added while hidden: the ST gains it, the members hear nothing', async () => {
      const { owner, st, member, chronicleId, character } =
        await worlds.withCharacter('hidden in the chronicle')
      t.app.changes.publish(
        await characterChange(
          t.db,
          'update',
          character,
          { changes: { chronicle_id: chronicleId } },
          { chronicle_id: null, hidden: true },
        ),
      )
      await owner.client.nextEvent()
      expect(await st.client.nextEvent()).toMatchObject({ event: 'create' })
      await expectNothingFor(member)
    })

    it('removed from a chronicle: the ST and the members lose it, the owner keeps it', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('in no chronicle')
      t.app.changes.publish(
        await characterChange(
          t.db,
          'update',
          character,
          { changes: { chronicle_id: null } },
          { chronicle_id: chronicleId, hidden: false },
        ),
      )
      expect(await owner.client.nextEvent()).toMatchObject({
        event: 'update',
        chronicle_id: null,
        changes: { chronicle_id: null },
      })
      await expectEachHears([st, member], {
        event: 'destroy',
        id: character.id,
        chronicle_id: chronicleId,
      })
      await expectNothingFor(stranger)
    })
  })

  describe('items in no chronicle', () => {
    it('tells the owner alone of a new character', async () => {
      const { owner, st, member, stranger, character } =
        await worlds.withCharacter('in no chronicle')
      t.app.changes.publish(await characterChange(t.db, 'create', character))
      const created = await owner.client.nextEvent()
      expect(created).toMatchObject({
        event: 'create',
        parent_type: 'players',
        parent_id: owner.id,
        assoc: 'characters',
      })
      expect(eventEntity(created)).toEqual(character)
      await expectNothingFor(st, member, stranger)
    })
  })

  describe('children', () => {
    const meritOf = (characterId: number, version = 1) => ({
      kind: 'item' as const,
      event: 'create' as const,
      type: 'merit' as const,
      id: 900 + characterId,
      parent: { type: 'character' as const, id: characterId, assoc: 'merits' },
      root: { type: 'character' as const, id: characterId },
      entity: { id: 900 + characterId, character_id: characterId, merit_name: 'Allies', version },
      changes: null,
      version,
      audience: null as ItemAudience | null,
    })

    it('a new merit reaches everyone who sees its character, under the character', async () => {
      const { owner, st, member, stranger, chronicleId, character } =
        await worlds.withCharacter('in the chronicle')
      const merit = {
        ...meritOf(character.id as number),
        audience: await audienceIn(t.db, ownedItemOf(character)),
      }
      t.app.changes.publish(merit)
      for (const person of [owner, st, member]) {
        const event = await person.client.nextEvent()
        expect(event).toMatchObject({
          event: 'create',
          type: 'merit',
          id: merit.id,
          parent_type: 'characters',
          parent_id: character.id,
          assoc: 'merits',
          chronicle_id: chronicleId,
        })
        expect(eventEntity(event)).toEqual(merit.entity)
      }
      await expectNothingFor(stranger)
    })

    it('a merit of a hidden character stays between its owner and the ST', async () => {
      const { owner, st, member, stranger, character } =
        await worlds.withCharacter('hidden in the chronicle')
      t.app.changes.publish({
        ...meritOf(character.id as number),
        audience: await audienceIn(t.db, ownedItemOf(character)),
      })
      for (const person of [owner, st]) await person.client.nextEvent()
      await expectNothingFor(member, stranger)
    })

    it('a poison on a weapon follows the weapon’s character: hidden from the members', async () => {
      const { owner, st, member, stranger, character } =
        await worlds.withCharacter('hidden in the chronicle')
      const now = new Date().toISOString()
      const weapon = await (t.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('weapons')
        .values({
          character_id: character.id,
          sorting: 0,
          created_at: now,
          updated_at: now,
          document: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      t.app.changes.publish({
        kind: 'item',
        event: 'create',
        type: 'poison',
        id: 5,
        parent: { type: 'weapon', id: Number(weapon.id), assoc: 'poisons' },
        root: { type: 'character', id: character.id as number },
        entity: { id: 5, poisonable_type: 'weapon', poisonable_id: weapon.id, version: 1 },
        changes: null,
        version: 1,
        audience: await audienceIn(t.db, ownedItemOf(character)),
      })
      await expectEachHears([owner, st], {
        event: 'create',
        type: 'poison',
        parent_type: 'weapons',
        parent_id: Number(weapon.id),
        assoc: 'poisons',
      })
      await expectNothingFor(member, stranger)
    })

    it('a merit whose character is gone is told to nobody', async () => {
      const world = await worlds.open()
      t.app.changes.publish(meritOf(987_654))
      await expectNothingFor(...world.everyone)
    })
  })
})

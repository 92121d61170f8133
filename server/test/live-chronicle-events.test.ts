import { eventEntity } from '@loom/core'
import { describe, expect, it } from 'vitest'
import {
  addMember,
  findChronicle,
  removeMember,
  setInviteCode,
  updateChronicle,
} from '../src/chronicles/chronicle-records.ts'
import { CableClient } from './support/cable-client.ts'
import { expectEachHears, expectNothingFor, useLiveWorlds } from './support/live-world.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** Events about a chronicle itself and about players, driven through the publisher. */
forEachEngine((engine) => {
  const t = useTestApp(engine)
  const worlds = useLiveWorlds(t)

  const newcomer = async () => {
    const player = await t.createPlayer({ display_name: 'Newcomer' })
    const client = await CableClient.subscribed(worlds.base, await t.tokenFor(player.id), player.id)
    return { player, client }
  }

  it('a player joining gets the whole chronicle without its invite code; the others get the new list of players', async () => {
    const { st, owner, member, stranger, chronicleId } = await worlds.open()
    const { player, client } = await newcomer()
    const version = (await addMember(t.db, chronicleId, player.id))!
    t.app.changes.publish({
      kind: 'chronicle_membership',
      chronicle_id: chronicleId,
      player_id: player.id,
      event: 'joined',
      version,
    })
    const joined = await client.nextEvent()
    expect(joined).toMatchObject({
      event: 'create',
      type: 'chronicle',
      id: chronicleId,
      parent_type: 'players',
      parent_id: player.id,
      assoc: 'chronicles',
    })
    const chronicle = eventEntity(joined)!
    expect(chronicle).toMatchObject({ id: chronicleId, name: 'Shards', st_id: st.id })
    expect(chronicle).not.toHaveProperty('invite_code')
    expect((chronicle.players as { id: number }[]).map((p) => p.id)).toEqual([
      owner.id,
      member.id,
      player.id,
    ])
    for (const person of [st, owner, member]) {
      const event = await person.client.nextEvent()
      expect(event).toMatchObject({ event: 'update', type: 'chronicle', id: chronicleId })
      expect(Object.keys(event.changes ?? {}).sort()).toEqual(['players', 'updated_at'])
      expect((event.changes!.players as { display_name: string }[]).at(-1)?.display_name).toBe(
        'Newcomer',
      )
      expect(JSON.stringify(event)).not.toContain('@example.com')
    }
    await expectNothingFor(stranger)
    client.close()
  })

  it('a removed player gets the chronicle dropped; the others get the list without them', async () => {
    const { st, owner, member, stranger, chronicleId } = await worlds.open()
    const { version } = (await removeMember(t.db, chronicleId, member.id))!
    t.app.changes.publish({
      kind: 'chronicle_membership',
      chronicle_id: chronicleId,
      player_id: member.id,
      event: 'removed',
      version,
    })
    expect(await member.client.nextEvent()).toMatchObject({
      event: 'destroy',
      type: 'chronicle',
      id: chronicleId,
    })
    for (const person of [st, owner]) {
      const event = await person.client.nextEvent()
      expect((event.changes!.players as { id: number }[]).map((p) => p.id)).toEqual([owner.id])
    }
    await expectNothingFor(stranger)
  })

  it('a new invite code reaches the ST alone', async () => {
    const { st, owner, member, stranger, chronicleId } = await worlds.open()
    const updated = (await setInviteCode(t.db, chronicleId, 'NEWCODE'))!
    t.app.changes.publish({
      kind: 'chronicle_invite_code',
      chronicle_id: chronicleId,
      st_id: st.id,
      invite_code: 'NEWCODE',
      version: updated.version,
    })
    expect(await st.client.nextEvent()).toMatchObject({
      event: 'update',
      type: 'chronicle',
      id: chronicleId,
      version: updated.version,
      changes: { invite_code: 'NEWCODE' },
    })
    await expectNothingFor(owner, member, stranger)
  })

  it('a rename reaches the ST and every member', async () => {
    const { st, owner, member, stranger, chronicleId } = await worlds.open()
    const renamed = (await updateChronicle(t.db, chronicleId, { name: 'Shattered' }))!
    t.app.changes.publish({
      kind: 'chronicle_updated',
      chronicle: { ...renamed, invite_code: undefined },
      changes: { name: 'Shattered', updated_at: renamed.updated_at },
    })
    await expectEachHears([st, owner, member], {
      event: 'update',
      type: 'chronicle',
      version: renamed.version,
      changes: { name: 'Shattered' },
    })
    await expectNothingFor(stranger)
  })

  it('a deleted chronicle is dropped by its ST and every member', async () => {
    const { st, owner, member, stranger, chronicleId } = await worlds.open()
    const chronicle = (await findChronicle(t.db, chronicleId))!
    await t.db.deleteFrom('chronicles').where('id', '=', chronicleId).execute()
    t.app.changes.publish({
      kind: 'chronicle_deleted',
      chronicle: { ...chronicle },
      member_ids: [owner.id, member.id],
    })
    for (const person of [st, owner, member]) {
      const event = await person.client.nextEvent()
      expect(event).toMatchObject({ event: 'destroy', type: 'chronicle', id: chronicleId })
      expect(JSON.stringify(event)).not.toContain('@example.com')
    }
    await expectNothingFor(stranger)
  })

  describe('a player renaming themself', () => {
    it('is told to everyone they share a chronicle with, never with their e-mail', async () => {
      const { st, owner, member, stranger } = await worlds.open()
      t.app.changes.publish({
        kind: 'item',
        event: 'update',
        type: 'player',
        id: member.id,
        parent: null,
        root: { type: 'player', id: member.id },
        entity: { id: member.id, display_name: 'Anna', email: 'anna@example.com', version: 2 },
        changes: { display_name: 'Anna', email: 'anna@example.com' },
        version: 2,
        audience: null,
      })
      for (const person of [st, owner, member]) {
        expect(await person.client.nextEvent()).toEqual({
          event: 'update',
          type: 'player',
          id: member.id,
          version: 2,
          parent_type: null,
          parent_id: null,
          assoc: null,
          chronicle_id: null,
          entity: null,
          changes: { display_name: 'Anna' },
        })
      }
      await expectNothingFor(stranger)
    })
  })
})

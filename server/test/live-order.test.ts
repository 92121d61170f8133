import { describe, expect, it } from 'vitest'
import { addMember, setInviteCode } from '../src/chronicles/chronicle-records.ts'
import type { Db } from '../src/db/schema.ts'
import { VERSION_GAP_WAIT_MS } from '../src/live/version-order.ts'
import { CableClient } from './support/cable-client.ts'
import { characterChange, useLiveWorlds } from './support/live-world.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * The events of one entity reach each socket in version order. Most tests here run with a
 * gap wait far longer than any of them: an event that is held then never arrives while the
 * test waits, and one that must not be held arrives however slow the machine is. (With the
 * real 250 ms wait, a busy machine could let a held event out before the missing one came,
 * and the order these tests check would depend on the machine's speed.)
 */
const HELD_FOR_GOOD_MS = 60_000

const redisUrl = process.env.TEST_REDIS_URL
const buses = [
  { name: 'the in-process bus', redisUrl: undefined },
  ...(redisUrl ? [{ name: 'Redis', redisUrl }] : []),
]

const renameTo = (db: Db, character: Record<string, unknown>, version: number) =>
  characterChange(
    db,
    'update',
    { ...character, version },
    { version, changes: { name: `Zan ${version}` } },
  )

forEachEngine((engine) => {
  describe.each(buses)('through $name', (bus) => {
    describe('waiting for a missing version for good', () => {
      const t = useTestApp(engine, {
        config: { redisUrl: bus.redisUrl },
        versionGapWaitMs: HELD_FOR_GOOD_MS,
      })
      const worlds = useLiveWorlds(t)

      it('delivers the updates of one item in version order, even when published out of order', async () => {
        const { owner, member, character } = await worlds.withCharacter('in the chronicle')
        t.app.changes.publish(await renameTo(t.db, character, 2))
        t.app.changes.publish(await renameTo(t.db, character, 4))
        t.app.changes.publish(await renameTo(t.db, character, 3))
        t.app.changes.publish(await renameTo(t.db, character, 5))
        for (const person of [owner, member]) {
          const versions: number[] = []
          for (let i = 0; i < 4; i += 1) versions.push((await person.client.nextEvent()).version)
          expect(versions).toEqual([2, 3, 4, 5])
        }
      })

      it('delivers a destroy, which repeats the last version, without waiting', async () => {
        const { owner, character } = await worlds.withCharacter('in the chronicle')
        t.app.changes.publish(await renameTo(t.db, character, 2))
        t.app.changes.publish(await characterChange(t.db, 'destroy', { ...character, version: 2 }))
        expect((await owner.client.nextEvent()).event).toBe('update')
        expect(await owner.client.nextEvent()).toMatchObject({ event: 'destroy', version: 2 })
      })

      it('keeps both an update and the destroy repeating its version while they wait, and delivers both in turn', async () => {
        const { owner, character } = await worlds.withCharacter('in the chronicle')
        t.app.changes.publish(await renameTo(t.db, character, 2))
        t.app.changes.publish(await renameTo(t.db, character, 4))
        t.app.changes.publish(await characterChange(t.db, 'destroy', { ...character, version: 4 }))
        t.app.changes.publish(await renameTo(t.db, character, 3))
        const events = []
        for (let i = 0; i < 4; i += 1) events.push(await owner.client.nextEvent())
        expect(events.map(({ event, version }) => `${event} ${version}`)).toEqual([
          'update 2',
          'update 3',
          'update 4',
          'destroy 4',
        ])
      })

      it('orders joins by the version each committed, even when both are told after both committed', async () => {
        const { st, chronicleId } = await worlds.open()
        // The ST hears of the chronicle first, so its version is known here before the joins.
        const code = (await setInviteCode(t.db, chronicleId, 'NEWCODE'))!
        t.app.changes.publish({
          kind: 'chronicle_invite_code',
          chronicle_id: chronicleId,
          st_id: st.id,
          invite_code: 'NEWCODE',
          version: code.version,
        })
        expect(await st.client.nextEvent()).toMatchObject({ version: code.version })

        const newcomers = []
        for (let i = 0; i < 2; i += 1) {
          const player = await t.createPlayer()
          const client = await CableClient.subscribed(
            worlds.base,
            await t.tokenFor(player.id),
            player.id,
          )
          newcomers.push({ id: player.id, client })
        }
        const versions: number[] = []
        for (const newcomer of newcomers) {
          versions.push((await addMember(t.db, chronicleId, newcomer.id))!)
        }
        expect(versions).toEqual([code.version + 1, code.version + 2])
        // Both joins are worked out now, when the chronicle already shows the second.
        newcomers.forEach((newcomer, i) => {
          t.app.changes.publish({
            kind: 'chronicle_membership',
            chronicle_id: chronicleId,
            player_id: newcomer.id,
            event: 'joined',
            version: versions[i]!,
          })
        })
        // Each newcomer gets the chronicle, and the other's arrival: both envelopes were
        // worked out after both joins, so the first newcomer is among the second's audience
        // and the second among the first's.
        for (const newcomer of newcomers) {
          const events = [await newcomer.client.nextEvent(), await newcomer.client.nextEvent()]
          expect(events.map(({ event, type }) => `${event} ${type}`).sort()).toEqual([
            'create chronicle',
            'update chronicle',
          ])
          newcomer.client.close()
        }
        for (let i = 0; i < 2; i += 1) {
          expect(await st.client.nextEvent()).toMatchObject({ event: 'update', id: chronicleId })
        }
      })
    })

    describe('with the gap wait the server uses', () => {
      const t = useTestApp(engine, { config: { redisUrl: bus.redisUrl } })
      const worlds = useLiveWorlds(t)

      it('lets a version past a gap out after a short wait when the missing one never comes', async () => {
        const { owner, character } = await worlds.withCharacter('in the chronicle')
        t.app.changes.publish(await renameTo(t.db, character, 2))
        expect((await owner.client.nextEvent()).version).toBe(2)
        const published = Date.now()
        t.app.changes.publish(await renameTo(t.db, character, 4))
        expect((await owner.client.nextEvent()).version).toBe(4)
        expect(Date.now() - published).toBeGreaterThanOrEqual(VERSION_GAP_WAIT_MS - 20)
      })
    })
  })
})

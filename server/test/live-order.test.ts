import { describe, expect, it } from 'vitest'
import { VERSION_GAP_WAIT_MS } from '../src/live/version-order.ts'
import { characterChange, useLiveWorlds } from './support/live-world.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const redisUrl = process.env.TEST_REDIS_URL
const buses = [
  { name: 'the in-process bus', redisUrl: undefined },
  ...(redisUrl ? [{ name: 'Redis', redisUrl }] : []),
]

forEachEngine((engine) => {
  describe.each(buses)('through $name', (bus) => {
    const t = useTestApp(engine, { config: { redisUrl: bus.redisUrl } })
    const worlds = useLiveWorlds(t)

    const renameTo = (character: Record<string, unknown>, version: number) =>
      characterChange(
        t.db,
        'update',
        { ...character, version },
        { version, changes: { name: `Zan ${version}` } },
      )

    it('delivers the updates of one item in version order, even when published out of order', async () => {
      const { owner, member, character } = await worlds.withCharacter('in the chronicle')
      t.app.changes.publish(await renameTo(character, 2))
      t.app.changes.publish(await renameTo(character, 4))
      t.app.changes.publish(await renameTo(character, 3))
      t.app.changes.publish(await renameTo(character, 5))
      for (const person of [owner, member]) {
        const versions = []
        for (let i = 0; i < 4; i += 1) versions.push((await person.client.nextEvent()).version)
        expect(versions).toEqual([2, 3, 4, 5])
      }
    })

    it('lets a version past a gap out after a short wait when the missing one never comes', async () => {
      const { owner, character } = await worlds.withCharacter('in the chronicle')
      t.app.changes.publish(await renameTo(character, 2))
      expect((await owner.client.nextEvent()).version).toBe(2)
      const published = Date.now()
      t.app.changes.publish(await renameTo(character, 4))
      expect((await owner.client.nextEvent()).version).toBe(4)
      expect(Date.now() - published).toBeGreaterThanOrEqual(VERSION_GAP_WAIT_MS - 20)
    })

    it('delivers a destroy, which repeats the last version, at once after the update', async () => {
      const { owner, character } = await worlds.withCharacter('in the chronicle')
      t.app.changes.publish(await renameTo(character, 2))
      t.app.changes.publish(await characterChange(t.db, 'destroy', { ...character, version: 2 }))
      expect((await owner.client.nextEvent()).event).toBe('update')
      const published = Date.now()
      expect(await owner.client.nextEvent()).toMatchObject({ event: 'destroy', version: 2 })
      expect(Date.now() - published).toBeLessThan(VERSION_GAP_WAIT_MS)
    })
  })
})

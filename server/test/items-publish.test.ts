import { beforeAll, describe, expect, it } from 'vitest'
import type { Change } from '../src/live/changes.ts'
import {
  type Caller,
  call,
  chronicleWith,
  created,
  ITEM_TABLES,
  snapshot,
} from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * Only an item's owner may make it public or private. The storyteller edits a member's item
 * while it is in their chronicle, but publishing would outlast that: the item would stay public
 * after it left the chronicle.
 */
forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  let owner: Caller
  let st: Caller

  beforeAll(async () => {
    owner = await t.createPlayer({ display_name: 'Owner' })
    st = await t.createPlayer({ display_name: 'Storyteller' })
  })

  /** A member's item of `kind` in the storyteller's chronicle, public or not. */
  async function memberItem(kind: 'characters' | 'qcs' | 'battlegroups', isPublic: boolean) {
    const item = await created(t, owner, `/api/v1/${kind}`, { public: isPublic })
    await chronicleWith(t, st, [owner], [{ table: kind, id: item.id as number }])
    return `/api/v1/${kind}/${item.id}`
  }

  describe.each(['characters', 'qcs', 'battlegroups'] as const)('a member’s %s', (kind) => {
    it.each([true, false])('the storyteller may not set public to %s', async (value) => {
      const url = await memberItem(kind, !value)
      const before = await snapshot(t, ITEM_TABLES)
      published.length = 0
      const response = await call(t, st, 'PATCH', url, { public: value, name: 'Renamed' })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatch(/^Only the owner of .* may make it public or private$/)
      expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
      expect(published).toEqual([])
    })

    it('the storyteller may still edit it, sending public unchanged', async () => {
      const url = await memberItem(kind, false)
      const response = await call(t, st, 'PATCH', url, { public: false, name: 'Renamed' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ name: 'Renamed', public: false })
    })

    it('the owner may publish and unpublish it', async () => {
      const url = await memberItem(kind, false)
      for (const value of [true, false]) {
        const response = await call(t, owner, 'PATCH', url, { public: value })
        expect(response.statusCode).toBe(200)
        expect(response.json().public).toBe(value)
      }
    })
  })
})

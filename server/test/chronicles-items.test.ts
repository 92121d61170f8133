import { describe, expect, it } from 'vitest'
import { placedIn } from './support/change-audience.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

const KINDS = [
  ['character', 'characters'],
  ['qc', 'qcs'],
  ['battlegroup', 'battlegroups'],
] as const

forEachEngineRecording((t, changes) => {
  const chronicleOf = async (table: string, id: number) => {
    const row = await t.db
      .selectFrom(table as 'chronicles')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return (row as unknown as { chronicle_id: number | null }).chronicle_id
  }

  describe.each(KINDS)('add_%s and remove_%s', (kind, plural) => {
    it(`lets a member add their own ${kind}, and publishes it as entering the chronicle`, async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const item = await itemThroughApi(t, ana, plural)
      changes.clear()
      const response = await call(
        t,
        ana,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/add_${kind}/${item.id}`,
      )
      expect(response.statusCode).toBe(200)
      expect(response.json()[plural]).toEqual([item.id])
      expect(await chronicleOf(plural, item.id)).toBe(chronicle.id)
      expect(changes.published).toEqual([
        expect.objectContaining({
          kind: 'item',
          event: 'update',
          type: kind,
          id: item.id,
          audience: placedIn(chronicle.id, { chronicle_id: null, hidden: false }),
          changes: expect.objectContaining({ chronicle_id: chronicle.id }),
        }),
      ])
    })

    it(`lets the storyteller add their own ${kind}`, async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const item = await itemThroughApi(t, st, plural)
      await addThroughApi(t, st, chronicle.id, item)
      expect(await chronicleOf(plural, item.id)).toBe(chronicle.id)
    })

    it(`refuses adding a ${kind} that is already in the chronicle with 422`, async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const item = await itemThroughApi(t, st, plural)
      await addThroughApi(t, st, chronicle.id, item)
      const before = await snapshot(t)
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/add_${kind}/${item.id}`,
      )
      expect(response.statusCode).toBe(422)
      expect(await snapshot(t)).toEqual(before)
    })

    it(`lets the owner or the storyteller remove a ${kind}, but not another member`, async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana, bo])
      const first = await itemThroughApi(t, ana, plural)
      const second = await itemThroughApi(t, ana, plural)
      await addThroughApi(t, ana, chronicle.id, first)
      await addThroughApi(t, ana, chronicle.id, second)
      const remove = (as: { id: number }, id: number) =>
        call(t, as, 'POST', `/api/v1/chronicles/${chronicle.id}/remove_${kind}/${id}`)

      const before = await snapshot(t)
      expect((await remove(bo, first.id)).statusCode).toBe(403)
      expect(await snapshot(t)).toEqual(before)

      changes.clear()
      expect((await remove(ana, first.id)).statusCode).toBe(200)
      expect(await chronicleOf(plural, first.id)).toBeNull()
      expect(changes.published).toEqual([
        expect.objectContaining({
          type: kind,
          id: first.id,
          audience: placedIn(null, { chronicle_id: chronicle.id, hidden: false }),
        }),
      ])
      expect((await remove(st, second.id)).statusCode).toBe(200)
      expect(await chronicleOf(plural, second.id)).toBeNull()
      expect((await remove(ana, second.id)).statusCode).toBe(422)
    })
  })

  describe('who may put an item into a chronicle', () => {
    it("refuses the storyteller adding a member's item they cannot see, with 404", async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const item = await itemThroughApi(t, ana, 'characters')
      const before = await snapshot(t)
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/add_character/${item.id}`,
      )
      expect(response.statusCode).toBe(404)
      expect(await snapshot(t)).toEqual(before)
    })

    it("lets a storyteller move a member's item from one of their chronicles to another", async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const first = await chronicleThroughApi(t, st, [ana])
      const second = await chronicleThroughApi(t, st, [ana])
      const item = await itemThroughApi(t, ana, 'characters')
      await addThroughApi(t, ana, first.id, item)
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${second.id}/add_character/${item.id}`,
      )
      expect(response.statusCode).toBe(200)
      expect(await chronicleOf('characters', item.id)).toBe(second.id)
    })

    it("refuses a member adding another member's visible item with 403", async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const bo = await t.createPlayer()
      const first = await chronicleThroughApi(t, st, [ana, bo])
      const second = await chronicleThroughApi(t, st, [ana, bo])
      const item = await itemThroughApi(t, ana, 'characters')
      await addThroughApi(t, ana, first.id, item)
      const before = await snapshot(t)
      const response = await call(
        t,
        bo,
        'POST',
        `/api/v1/chronicles/${second.id}/add_character/${item.id}`,
      )
      expect(response.statusCode).toBe(403)
      expect(await snapshot(t)).toEqual(before)
    })

    it('refuses a storyteller pulling in a public item of a player who is not in the chronicle', async () => {
      const st = await t.createPlayer()
      const outsider = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const item = await itemThroughApi(t, outsider, 'qcs', { public: true })
      const before = await snapshot(t)
      const response = await call(
        t,
        st,
        'POST',
        `/api/v1/chronicles/${chronicle.id}/add_qc/${item.id}`,
      )
      expect(response.statusCode).toBe(403)
      expect(await snapshot(t)).toEqual(before)
    })

    it('puts an added item last in the chronicle, whatever its rank elsewhere', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const items = []
      for (let index = 0; index < 3; index += 1)
        items.push(await itemThroughApi(t, ana, 'characters'))
      for (const item of [items[2]!, items[0]!, items[1]!])
        await addThroughApi(t, ana, chronicle.id, item)
      const shown = await call(t, ana, 'GET', `/api/v1/chronicles/${chronicle.id}`)
      expect(shown.json().characters).toEqual([items[2]!.id, items[0]!.id, items[1]!.id])
    })
  })

  describe('GET /api/v1/chronicles/:id/{characters,qcs,battlegroups}', () => {
    it("pages the chronicle's characters in chronicle order with the paging headers", async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const ids: number[] = []
      for (let index = 0; index < 14; index += 1) {
        const item = await itemThroughApi(t, ana, 'characters', { name: `C${index}` })
        await addThroughApi(t, ana, chronicle.id, item)
        ids.push(item.id)
      }
      const url = `/api/v1/chronicles/${chronicle.id}/characters`
      const page = await call(t, st, 'GET', `${url}?page=2`)
      expect(page.statusCode).toBe(200)
      expect(page.headers).toMatchObject({
        'current-page': '2',
        'page-limit': '6',
        'total-pages': '3',
        'total-count': '14',
      })
      const link = String(page.headers.link)
      expect(link).toContain(`${url}?limit=6>; rel="first"`)
      expect(link).toContain(`${url}?limit=6>; rel="previous"`)
      expect(link).toContain(`${url}?page=3&limit=6>; rel="next"`)
      expect(link).toContain(`${url}?page=3&limit=6>; rel="last"`)
      expect(page.json().map((item: { id: number }) => item.id)).toEqual(ids.slice(6, 12))
      expect(page.json()[0]).toHaveProperty('merits')

      const last = await call(t, st, 'GET', `${url}?page=3&limit=10`)
      expect(last.headers['total-pages']).toBe('2')
      expect(last.json()).toEqual([])
    })

    it('shows a member neither hidden items nor secret intimacies of others', async () => {
      const st = await t.createPlayer()
      const owner = await t.createPlayer()
      const other = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [owner, other])
      const ties = [
        { subject: 'known rival', rating: 1, hidden: false },
        { subject: 'secret love', rating: 3, hidden: true },
      ]
      const open = await itemThroughApi(t, owner, 'characters', { ties })
      const hidden = await itemThroughApi(t, owner, 'characters', { hidden: true })
      await addThroughApi(t, owner, chronicle.id, open)
      await addThroughApi(t, owner, chronicle.id, hidden)
      const url = `/api/v1/chronicles/${chronicle.id}/characters`

      const asOther = await call(t, other, 'GET', url)
      expect(asOther.json().map((item: { id: number }) => item.id)).toEqual([open.id])
      expect(asOther.headers['total-count']).toBe('1')
      expect(asOther.body).not.toContain('secret love')
      expect(asOther.body).toContain('known rival')

      for (const editor of [owner, st]) {
        const asEditor = await call(t, editor, 'GET', url)
        expect(asEditor.json().map((item: { id: number }) => item.id)).toEqual([open.id, hidden.id])
        expect(asEditor.body).toContain('secret love')
      }
    })

    it('answers 304 to a list the client already holds, and 200 once it changed', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const url = `/api/v1/chronicles/${chronicle.id}/qcs`
      const first = await call(t, st, 'GET', url)
      const etag = String(first.headers.etag)
      expect((await call(t, st, 'GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(
        304,
      )
      await addThroughApi(t, st, chronicle.id, await itemThroughApi(t, st, 'qcs'))
      expect((await call(t, st, 'GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(
        200,
      )
    })
  })
})

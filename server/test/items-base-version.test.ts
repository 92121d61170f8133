import { describe, expect, it } from 'vitest'
import { type Caller, call, chronicleWith, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

// A PATCH sent with `Loom-Base-Version` (an edit made offline, sent late) is made only if the
// item is still at that version; otherwise a 412 carries the item as it is and nothing changes.
forEachEngine((engine) => {
  const t = useTestApp(engine)

  const patch = (as: Caller, url: string, body: unknown, base?: string) =>
    call(t, as, 'PATCH', url, body, base === undefined ? {} : { 'loom-base-version': base })

  async function characterAt(owner: Caller, version: number) {
    const character = await created(t, owner, '/api/v1/characters', { name: 'Zan' })
    for (let at = 1; at < version; at += 1) {
      await patch(owner, `/api/v1/characters/${character.id}`, { character: { essence: at + 1 } })
    }
    return { id: character.id as number, url: `/api/v1/characters/${character.id}` }
  }

  const stored = async (as: Caller, url: string) => (await call(t, as, 'GET', url)).json()

  describe('a PATCH based on a version', () => {
    it('is made when the item is still at that version', async () => {
      const ana = await t.createPlayer()
      const { url } = await characterAt(ana, 2)
      const response = await patch(ana, url, { character: { name: 'Zan of the Sea' } }, '2')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ name: 'Zan of the Sea', version: 3 })
    })

    it('is refused with 412 and the current item when the item changed since, changing nothing', async () => {
      const ana = await t.createPlayer()
      const { id, url } = await characterAt(ana, 3)
      const response = await patch(ana, url, { character: { name: 'Stale' } }, '2')
      expect(response.statusCode).toBe(412)
      expect(response.json()).toMatchObject({
        error: `The character ${id} changed since version 2: it is at version 3`,
        current: { id, name: 'Zan', essence: 3, version: 3 },
      })
      expect(await stored(ana, url)).toMatchObject({ name: 'Zan', version: 3 })
    })

    it('is refused for a version the item never had', async () => {
      const ana = await t.createPlayer()
      const { url } = await characterAt(ana, 1)
      expect((await patch(ana, url, { character: { name: 'Future' } }, '9')).statusCode).toBe(412)
      expect(await stored(ana, url)).toMatchObject({ name: 'Zan', version: 1 })
    })

    it('without the header applies over whatever is stored, as before', async () => {
      const ana = await t.createPlayer()
      const { url } = await characterAt(ana, 3)
      const response = await patch(ana, url, { character: { name: 'Anyway' } })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ name: 'Anyway', version: 4 })
    })

    it.each([
      ['abc'],
      ['-1'],
      ['1.5'],
      [''],
      ['1e3'],
      ['9999999999999999'],
    ])('answers 400 to the malformed version %j, changing nothing', async (base) => {
      const ana = await t.createPlayer()
      const { url } = await characterAt(ana, 1)
      const response = await patch(ana, url, { character: { name: 'Bad' } }, base)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'Loom-Base-Version must be the version number the change was based on',
      })
      expect(await stored(ana, url)).toMatchObject({ name: 'Zan', version: 1 })
    })

    it('checks a child’s own version', async () => {
      const ana = await t.createPlayer()
      const { url } = await characterAt(ana, 1)
      const merit = await created(t, ana, `${url}/merits`)
      const meritUrl = `${url}/merits/${merit.id}`
      expect((await patch(ana, meritUrl, { merit: { rating: 2 } }, '1')).statusCode).toBe(200)
      const stale = await patch(ana, meritUrl, { merit: { rating: 4 } }, '1')
      expect(stale.statusCode).toBe(412)
      expect(stale.json().current).toMatchObject({ id: merit.id, rating: 2, version: 2 })
      expect(await stored(ana, meritUrl)).toMatchObject({ rating: 2, version: 2 })
    })

    it('still refuses a caller who may not change the item, before telling anything of it', async () => {
      const [ana, ben, cat, st] = [
        await t.createPlayer(),
        await t.createPlayer(),
        await t.createPlayer(),
        await t.createPlayer(),
      ]
      const { id, url } = await characterAt(ana, 2)
      await chronicleWith(t, st, [ana, ben], [{ table: 'characters', id }])
      const member = await patch(ben, url, { character: { name: 'Ben was here' } }, '1')
      expect(member.statusCode).toBe(403)
      expect(member.json()).not.toHaveProperty('current')
      const outsider = await patch(cat, url, { character: { name: 'Cat was here' } }, '1')
      expect(outsider.statusCode).toBe(404)
      expect(outsider.json()).not.toHaveProperty('current')
      const anonymous = await call(
        t,
        null,
        'PATCH',
        url,
        { character: { name: 'x' } },
        {
          'loom-base-version': '1',
        },
      )
      expect(anonymous.statusCode).toBe(401)
      expect(await stored(ana, url)).toMatchObject({ name: 'Zan', version: 2 })
    })
  })
})

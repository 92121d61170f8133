import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { call, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const t = useTestApp(engine)

  async function playerWithQcs(count: number) {
    const player = await t.createPlayer()
    const qcs = []
    for (let index = 0; index < count; index += 1) {
      qcs.push(await created(t, player, '/api/v1/qcs', { name: `qc ${index + 1}` }))
    }
    return { player, qcs }
  }

  describe('paged lists', () => {
    it.each([
      // [query, page, limit, total pages, names on the page, link rels]
      ['', 1, 6, 3, ['qc 1', 'qc 2', 'qc 3', 'qc 4', 'qc 5', 'qc 6'], ['first', 'next', 'last']],
      [
        '?page=2',
        2,
        6,
        3,
        ['qc 7', 'qc 8', 'qc 9', 'qc 10', 'qc 11', 'qc 12'],
        ['first', 'previous', 'next', 'last'],
      ],
      ['?page=3', 3, 6, 3, ['qc 13', 'qc 14'], ['first', 'previous', 'last']],
      ['?page=4', 4, 6, 3, [], ['first', 'previous', 'last']],
      [
        '?page=2&limit=10',
        2,
        10,
        2,
        ['qc 11', 'qc 12', 'qc 13', 'qc 14'],
        ['first', 'previous', 'last'],
      ],
      ['?limit=50', 1, 10, 2, null, ['first', 'next', 'last']],
      ['?page=0&limit=0', 1, 6, 3, null, ['first', 'next', 'last']],
      ['?page=abc', 1, 6, 3, null, ['first', 'next', 'last']],
    ])('GET /qcs%s answers page %i of %i items, %i pages', async (query, page, limit, pages, names, rels) => {
      const { player } = await playerWithQcs(14)
      const response = await call(t, player, 'GET', `/api/v1/qcs${query}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers).toMatchObject({
        'current-page': String(page),
        'page-limit': String(limit),
        'total-pages': String(pages),
        'total-count': '14',
      })
      const body = response.json()
      if (names !== null) expect(body.map((qc: { name: string }) => qc.name)).toEqual(names)
      const link = String(response.headers.link)
      expect([...link.matchAll(/rel="(\w+)"/g)].map((match) => match[1])).toEqual(rels)
      expect(link).toMatch(/^<http:\/\/[^>]+\/api\/v1\/qcs\?limit=\d+>; rel="first"/)
      expect(link).toContain(
        `<http://localhost/api/v1/qcs?page=${pages}&limit=${limit}>; rel="last"`,
      )
    })

    it('says there is one page when there is nothing at all', async () => {
      const player = await t.createPlayer()
      const response = await call(t, player, 'GET', '/api/v1/battlegroups')
      expect(response.json()).toEqual([])
      expect(response.headers).toMatchObject({ 'total-pages': '1', 'total-count': '0' })
    })

    it('lists only the caller’s own items, hidden ones too, full and with their secrets', async () => {
      const ana = await t.createPlayer()
      const other = await t.createPlayer()
      await created(t, other, '/api/v1/characters', { name: 'not mine' })
      const mine = await created(t, ana, '/api/v1/characters', {
        name: 'mine',
        hidden: true,
        ties: [{ subject: 'secret', rating: 1, hidden: true }],
      })
      await created(t, ana, `/api/v1/characters/${mine.id}/merits`)
      const body = (await call(t, ana, 'GET', '/api/v1/characters')).json()
      expect(body).toHaveLength(1)
      expect(body[0]).toMatchObject({ name: 'mine', ties: [{ subject: 'secret' }] })
      expect(body[0].merits).toHaveLength(1)
    })

    it('answers 401 to an anonymous caller', async () => {
      const response = await call(t, null, 'GET', '/api/v1/characters')
      expect(response.statusCode).toBe(401)
    })
  })

  describe('compression', () => {
    it('sends a sheet gzipped to a client that accepts it, the same JSON once unzipped', async () => {
      const player = await t.createPlayer()
      const character = await created(t, player, '/api/v1/characters', {
        description: 'x'.repeat(5000),
      })
      const url = `/api/v1/characters/${character.id}`
      const plain = await call(t, player, 'GET', url)
      expect(plain.headers['content-encoding']).toBeUndefined()
      for (let round = 0; round < 2; round += 1) {
        const zipped = await call(t, player, 'GET', url, undefined, {
          'accept-encoding': 'br, gzip;q=0.8',
        })
        expect(zipped.headers['content-encoding']).toBe('gzip')
        expect(zipped.headers.vary).toBe('accept-encoding')
        expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length)
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json())
      }
      const refused = await call(t, player, 'GET', url, undefined, {
        'accept-encoding': 'gzip;q=0',
      })
      expect(refused.headers['content-encoding']).toBeUndefined()
      expect(refused.json()).toEqual(plain.json())
    })
  })

  describe('conditional GET', () => {
    it('answers 304 with no body to a matching If-None-Match on a show', async () => {
      const player = await t.createPlayer()
      const qc = await created(t, player, '/api/v1/qcs')
      const first = await call(t, player, 'GET', `/api/v1/qcs/${qc.id}`)
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^W\/".+"$/)
      for (const header of [etag, `"other", ${etag}`, etag.replace(/^W\//, '')]) {
        const again = await call(t, player, 'GET', `/api/v1/qcs/${qc.id}`, undefined, {
          'if-none-match': header,
        })
        expect(again.statusCode, header).toBe(304)
        expect(again.body).toBe('')
      }
    })

    it('answers 304 to a matching If-None-Match on a list, and 200 once it changes', async () => {
      const { player, qcs } = await playerWithQcs(2)
      const first = await call(t, player, 'GET', '/api/v1/qcs')
      const etag = String(first.headers.etag)
      const unchanged = await call(t, player, 'GET', '/api/v1/qcs', undefined, {
        'if-none-match': etag,
      })
      expect(unchanged.statusCode).toBe(304)
      await call(t, player, 'PATCH', `/api/v1/qcs/${qcs[1]!.id}`, { qc: { name: 'renamed' } })
      const changed = await call(t, player, 'GET', '/api/v1/qcs', undefined, {
        'if-none-match': etag,
      })
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
    })

    it('gives an editor and a viewer of the same item different tags', async () => {
      const owner = await t.createPlayer()
      const stranger = await t.createPlayer()
      const character = await created(t, owner, '/api/v1/characters', {
        public: true,
        ties: [{ subject: 'secret', rating: 1, hidden: true }],
      })
      const url = `/api/v1/characters/${character.id}`
      const ownerTag = String((await call(t, owner, 'GET', url)).headers.etag)
      const viewed = await call(t, stranger, 'GET', url, undefined, { 'if-none-match': ownerTag })
      expect(viewed.statusCode).toBe(200)
      expect(viewed.json().ties).toEqual([])
    })

    it('serves a sheet anew after anything on it changes, never an earlier rendering', async () => {
      const player = await t.createPlayer()
      const character = await created(t, player, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}`
      const weapon = await created(t, player, `${url}/weapons`)
      expect((await call(t, player, 'GET', url)).json().weapons[0].poisons).toEqual([])
      const poison = await created(t, player, `/api/v1/weapons/${weapon.id}/poisons`)
      expect((await call(t, player, 'GET', url)).json().weapons[0].poisons).toEqual([poison])
      await call(t, player, 'PATCH', `/api/v1/weapons/${weapon.id}/poisons/${poison.id}`, {
        name: 'Hemlock',
      })
      const list = (await call(t, player, 'GET', '/api/v1/characters')).json()
      expect(list[0].weapons[0].poisons[0].name).toBe('Hemlock')
    })

    it('answers 304 on a child show', async () => {
      const player = await t.createPlayer()
      const character = await created(t, player, '/api/v1/characters')
      const merit = await created(t, player, `/api/v1/characters/${character.id}/merits`)
      const url = `/api/v1/characters/${character.id}/merits/${merit.id}`
      const first = await call(t, player, 'GET', url)
      expect(first.json()).toEqual(merit)
      const again = await call(t, player, 'GET', url, undefined, {
        'if-none-match': String(first.headers.etag),
      })
      expect(again.statusCode).toBe(304)
    })
  })
})

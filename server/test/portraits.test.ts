import { createHash } from 'node:crypto'
import { MAX_PORTRAIT_BYTES } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { type Caller, call, chronicleWith, created, snapshot } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

/** The smallest files each type is recognised by (see core's portraitTypeOf). */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>')

const digestOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const ITEM_TABLES = ['characters', 'qcs', 'battlegroups'] as const
const KINDS = ['characters', 'qcs', 'battlegroups'] as const

forEachEngineRecording((t, changes) => {
  /** The item tables and each stored portrait by its digest (comparing megabytes is slow). */
  const stored = async () => [
    await snapshot(t, ITEM_TABLES),
    await t.db
      .selectFrom('portraits')
      .select(['id', 'character_id', 'qc_id', 'battlegroup_id', 'content_type', 'digest'])
      .orderBy('id')
      .execute(),
  ]
  const upload = (as: Caller | null, path: string, bytes: Buffer, type = 'image/png') =>
    call(t, as, 'PUT', `${path}/portrait`, bytes, { 'content-type': type })
  const portrait = (as: Caller | null, path: string, headers: Record<string, string> = {}) =>
    call(t, as, 'GET', `${path}/portrait`, undefined, headers)

  describe.each(KINDS)('the portrait of one of %s', (plural) => {
    it('is uploaded by its owner, served from this origin, replaced and deleted', async () => {
      const owner = await t.createPlayer()
      const item = await created(t, owner, `/api/v1/${plural}`, { name: 'Zan' })
      const path = `/api/v1/${plural}/${item.id}`
      expect(item.portrait_digest).toBe('')
      changes.clear()

      const put = await upload(owner, path, PNG, 'application/octet-stream')
      expect(put.statusCode).toBe(200)
      expect(put.json()).toMatchObject({ portrait_digest: digestOf(PNG), version: 2 })
      expect(changes.published).toMatchObject([
        { kind: 'item', event: 'update', changes: { portrait_digest: digestOf(PNG) } },
      ])

      const shown = await portrait(owner, path)
      expect(shown.statusCode).toBe(200)
      expect(shown.headers['content-type']).toBe('image/png')
      expect(shown.headers['cache-control']).toBe('private, no-cache')
      expect(shown.rawPayload).toEqual(PNG)
      const again = await portrait(owner, path, { 'if-none-match': String(shown.headers.etag) })
      expect(again.statusCode).toBe(304)

      const replaced = await upload(owner, path, JPEG)
      expect(replaced.json()).toMatchObject({ portrait_digest: digestOf(JPEG), version: 3 })
      const newer = await portrait(owner, path, { 'if-none-match': String(shown.headers.etag) })
      expect(newer.statusCode).toBe(200)
      expect(newer.headers['content-type']).toBe('image/jpeg')

      const removed = await call(t, owner, 'DELETE', `${path}/portrait`)
      expect(removed.json()).toMatchObject({ portrait_digest: '', version: 4 })
      expect((await portrait(owner, path)).statusCode).toBe(404)
      expect(await t.db.selectFrom('portraits').selectAll().execute()).toEqual([])
    })
  })

  describe('what is refused, changing nothing', () => {
    const ownedCharacter = async () => {
      const owner = await t.createPlayer()
      const item = await created(t, owner, '/api/v1/characters', { name: 'Zan' })
      return { owner, path: `/api/v1/characters/${item.id}` }
    }

    it.each([
      ['an SVG image', SVG, 'image/svg+xml'],
      ['an HTML page sent as a PNG', HTML, 'image/png'],
      ['JSON', Buffer.from('{"portrait":"x"}'), 'application/json'],
      ['an empty body', Buffer.alloc(0), 'image/png'],
    ])('%s is no portrait (422)', async (_label, bytes, type) => {
      const { owner, path } = await ownedCharacter()
      const before = await stored()
      const response = await upload(owner, path, bytes, type)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        portrait: [
          {
            error: 'A portrait must be a PNG, JPEG, WebP or GIF image (recognised by its contents)',
          },
        ],
      })
      expect(await stored()).toEqual(before)
    })

    it('a file over 2 MiB is refused (413)', async () => {
      const { owner, path } = await ownedCharacter()
      const before = await stored()
      const large = Buffer.concat([PNG, Buffer.alloc(MAX_PORTRAIT_BYTES + 1 - PNG.length)])
      const response = await upload(owner, path, large)
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ error: 'The request body is larger than 2 MiB' })
      expect(await stored()).toEqual(before)
    })

    it('a file of exactly 2 MiB is kept', async () => {
      const { owner, path } = await ownedCharacter()
      const largest = Buffer.concat([PNG, Buffer.alloc(MAX_PORTRAIT_BYTES - PNG.length)])
      expect((await upload(owner, path, largest)).statusCode).toBe(200)
    })

    it('a forged token claiming to be the owner neither uploads nor reads', async () => {
      const { owner, path } = await ownedCharacter()
      const token = await t.tokenFor(owner.id)
      const [header, , signature] = token.split('.')
      const claims = Buffer.from(
        JSON.stringify({ sub: String(owner.id), iat: 1, exp: 4e9 }),
      ).toString('base64url')
      const forged = { authorization: `Bearer ${header}.${claims}.${signature}` }
      expect((await upload(owner, path, PNG)).statusCode).toBe(200)
      const before = await stored()
      const put = await call(t, null, 'PUT', `${path}/portrait`, JPEG, {
        ...forged,
        'content-type': 'image/jpeg',
      })
      expect(put.statusCode).toBe(401)
      expect(
        (await call(t, null, 'DELETE', `${path}/portrait`, undefined, forged)).statusCode,
      ).toBe(401)
      expect((await portrait(null, path, forged)).statusCode).toBe(401)
      expect(await stored()).toEqual(before)
    })
  })

  describe('who may change and who may see a portrait', () => {
    /** A hidden character of a member in a chronicle, with a portrait, and everyone around it. */
    const world = async () => {
      const [owner, st, member, stranger] = [
        await t.createPlayer(),
        await t.createPlayer(),
        await t.createPlayer(),
        await t.createPlayer(),
      ]
      const item = await created(t, owner, '/api/v1/characters', { name: 'Zan' })
      const path = `/api/v1/characters/${item.id}`
      await chronicleWith(t, st, [owner, member], [{ table: 'characters', id: item.id as number }])
      expect((await upload(owner, path, PNG)).statusCode).toBe(200)
      return { owner, st, member, stranger, path }
    }

    it.each([
      ['its owner', 200, 'owner'],
      ["its chronicle's storyteller", 200, 'st'],
      ['a member of its chronicle', 403, 'member'],
      ['a stranger', 404, 'stranger'],
    ] as const)('%s uploading to a visible item answers %i', async (_label, status, who) => {
      const people = await world()
      const before = await stored()
      const response = await upload(people[who], people.path, JPEG)
      expect(response.statusCode).toBe(status)
      if (status !== 200) expect(await stored()).toEqual(before)
      const removed = await call(t, people[who], 'DELETE', `${people.path}/portrait`)
      expect(removed.statusCode).toBe(status)
    })

    it.each([
      ['its owner', 200, 'owner'],
      ["its chronicle's storyteller", 200, 'st'],
      ['a member of its chronicle', 404, 'member'],
      ['a stranger', 404, 'stranger'],
      ['someone signed out', 401, null],
    ] as const)('%s reading the portrait of a hidden item answers %i', async (_label, status, who) => {
      const people = await world()
      await call(t, people.owner, 'PATCH', people.path, { hidden: true })
      const response = await portrait(who === null ? null : people[who], people.path)
      expect(response.statusCode).toBe(status)
      if (status !== 200) expect(response.rawPayload).not.toEqual(PNG)
    })

    it('a member sees the portrait of a visible item, and anyone that of a public one', async () => {
      const people = await world()
      expect((await portrait(people.member, people.path)).statusCode).toBe(200)
      expect((await portrait(null, people.path)).statusCode).toBe(401)
      await call(t, people.owner, 'PATCH', people.path, { public: true })
      expect((await portrait(null, people.path)).statusCode).toBe(200)
      expect((await portrait(people.stranger, people.path)).statusCode).toBe(200)
    })
  })

  it('deleting an item deletes its portrait, and a copy starts without one', async () => {
    const owner = await t.createPlayer()
    const item = await created(t, owner, '/api/v1/qcs', { name: 'Zan' })
    const path = `/api/v1/qcs/${item.id}`
    await upload(owner, path, PNG)
    const copy = await created(t, owner, `${path}/duplicate`)
    expect(copy.portrait_digest).toBe('')
    expect((await call(t, owner, 'DELETE', path)).statusCode).toBe(204)
    const left = await t.db.selectFrom('portraits').select('qc_id').execute()
    expect(left.filter((row) => row.qc_id === item.id)).toEqual([])
  })
})

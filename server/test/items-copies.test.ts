import { beforeEach, describe, expect, it } from 'vitest'
import type { Change, ItemChange } from '../src/live/changes.ts'
import { call, chronicleWith, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const secretTie = { subject: 'The Mask of Winters (hatred)', rating: 3, hidden: true }
const openTie = { subject: 'Mother (love)', rating: 2 }

/** The fields a copy has of its own, which never match the source's. */
function withoutIdentity(entity: Record<string, unknown>) {
  const { id, created_at, updated_at, sorting, chronicle_sorting, player_id, ...rest } = entity
  return rest
}

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  beforeEach(() => {
    published.length = 0
  })

  describe('duplicate', () => {
    it('copies a character with its charms, weapons, merits and spells, owned by the caller', async () => {
      const ana = await t.createPlayer()
      const source = await created(t, ana, '/api/v1/characters', {
        type: 'SolarCharacter',
        name: 'Zan',
        hidden: true,
        pinned: true,
        ties: [openTie, secretTie],
      })
      const base = `/api/v1/characters/${source.id}`
      await created(t, ana, `${base}/charms`, { charm_type: 'Ability', name: 'Excellent Strike' })
      await created(t, ana, `${base}/merits`, { merit_name: 'Allies' })
      await created(t, ana, `${base}/weapons`, { name: 'Daiklave' })
      await created(t, ana, `${base}/spells`, { name: 'Death of Obsidian Butterflies' })
      const full = (await call(t, ana, 'GET', base)).json()
      published.length = 0

      const response = await call(t, ana, 'POST', `${base}/duplicate`)
      expect(response.statusCode).toBe(200)
      const copy = response.json()
      expect(copy).toMatchObject({
        name: 'Zan (Duplicate)',
        player_id: ana.id,
        chronicle_id: null,
        hidden: false,
        pinned: false,
        version: 1,
        ties: full.ties,
      })
      expect(copy.id).not.toBe(source.id)
      for (const list of ['charms', 'merits', 'weapons', 'spells']) {
        expect(copy[list].map(withoutIdentity), list).toEqual(
          full[list].map((child: Record<string, unknown>) => ({
            ...withoutIdentity(child),
            ...(list === 'spells' ? { sorcerer_id: copy.id } : { character_id: copy.id }),
          })),
        )
      }
      expect(published).toEqual([
        expect.objectContaining({ event: 'create', type: 'character', id: copy.id, entity: copy }),
      ])
      const original = (await call(t, ana, 'GET', base)).json()
      expect(original).toEqual(full)
    })

    it('gives a viewer who may not edit the original a copy without its secrets', async () => {
      const owner = await t.createPlayer()
      const member = await t.createPlayer()
      const st = await t.createPlayer()
      const source = await created(t, owner, '/api/v1/characters', {
        ties: [openTie, secretTie],
        principles: [{ subject: 'I lie', rating: 1, hidden: true }],
      })
      await chronicleWith(
        t,
        st,
        [owner, member],
        [{ table: 'characters', id: source.id as number }],
      )

      const memberCopy = (
        await call(t, member, 'POST', `/api/v1/characters/${source.id}/duplicate`)
      ).json()
      expect(memberCopy.ties).toEqual([expect.objectContaining(openTie)])
      expect(memberCopy.principles).toEqual([])
      const stored = (await call(t, member, 'GET', `/api/v1/characters/${memberCopy.id}`)).json()
      expect(JSON.stringify(stored)).not.toContain('Mask of Winters')
      expect(JSON.stringify((published.at(-1) as ItemChange).entity)).not.toContain(
        'Mask of Winters',
      )

      const stCopy = (await call(t, st, 'POST', `/api/v1/characters/${source.id}/duplicate`)).json()
      expect(stCopy.ties).toEqual([
        expect.objectContaining(openTie),
        expect.objectContaining(secretTie),
      ])
    })

    it('copies a qc with its attacks (and their poisons), charms and merits', async () => {
      const ana = await t.createPlayer()
      const qc = await created(t, ana, '/api/v1/qcs', { name: 'Wolf' })
      const attack = await created(t, ana, `/api/v1/qcs/${qc.id}/qc_attacks`, { name: 'Bite' })
      await created(t, ana, `/api/v1/qc_attacks/${attack.id}/poisons`, { name: 'Rabies' })
      await created(t, ana, `/api/v1/qcs/${qc.id}/qc_charms`, { name: 'Howl' })
      await created(t, ana, `/api/v1/qcs/${qc.id}/qc_merits`, { name: 'Keen Nose' })
      const copy = (await call(t, ana, 'POST', `/api/v1/qcs/${qc.id}/duplicate`)).json()
      expect(copy).toMatchObject({
        name: 'Wolf (Duplicate)',
        qc_attacks: [
          expect.objectContaining({
            name: 'Bite',
            qc_attackable_id: copy.id,
            poisons: [expect.objectContaining({ name: 'Rabies' })],
          }),
        ],
        qc_charms: [expect.objectContaining({ name: 'Howl', qc_id: copy.id })],
        qc_merits: [expect.objectContaining({ name: 'Keen Nose', qc_id: copy.id })],
      })
    })

    it('refuses, with 404 and no copy, an item the caller may not see', async () => {
      const owner = await t.createPlayer()
      const stranger = await t.createPlayer()
      const source = await created(t, owner, '/api/v1/battlegroups')
      const response = await call(
        t,
        stranger,
        'POST',
        `/api/v1/battlegroups/${source.id}/duplicate`,
      )
      expect(response.statusCode).toBe(404)
      const mine = await call(t, stranger, 'GET', '/api/v1/battlegroups')
      expect(mine.json()).toEqual([])
    })
  })

  describe('create_from_qc', () => {
    it('makes a battlegroup named after the qc, with its traits and copies of its attacks', async () => {
      const owner = await t.createPlayer()
      const qc = await created(t, owner, '/api/v1/qcs', {
        name: 'Wolf',
        essence: 2,
        soak: 3,
        parry: 2,
        evasion: 4,
        health_level_0s: 2,
        health_level_1s: 2,
        health_level_2s: 2,
        health_level_4s: 1,
        health_level_incap: 1,
        public: true,
      })
      await created(t, owner, `/api/v1/qcs/${qc.id}/qc_attacks`, { name: 'Bite', pool: 8 })
      await created(t, owner, `/api/v1/qcs/${qc.id}/qc_merits`, { name: 'Keen Nose' })
      const caller = await t.createPlayer()
      published.length = 0
      const response = await call(t, caller, 'POST', `/api/v1/battlegroups/create_from_qc/${qc.id}`)
      expect(response.statusCode).toBe(200)
      const battlegroup = response.json()
      expect(battlegroup).toMatchObject({
        name: 'Wolf (Battlegroup)',
        player_id: caller.id,
        chronicle_id: null,
        essence: 2,
        soak: 3,
        parry: 2,
        evasion: 4,
        health_levels: 8,
        magnitude: 9,
        size: 1,
        drill: 1,
        might: 0,
        public: false,
        qc_attacks: [
          expect.objectContaining({
            name: 'Bite',
            pool: 8,
            qc_attackable_type: 'battlegroup',
            qc_attackable_id: battlegroup.id,
          }),
        ],
        poisons: [],
      })
      expect(published).toEqual([
        expect.objectContaining({ event: 'create', type: 'battlegroup', id: battlegroup.id }),
      ])
      const source = (await call(t, owner, 'GET', `/api/v1/qcs/${qc.id}`)).json()
      expect(source.qc_attacks).toHaveLength(1)
    })

    it('refuses a qc the caller may not see with 404, and an anonymous caller with 401', async () => {
      const owner = await t.createPlayer()
      const stranger = await t.createPlayer()
      const qc = await created(t, owner, '/api/v1/qcs')
      const url = `/api/v1/battlegroups/create_from_qc/${qc.id}`
      expect((await call(t, stranger, 'POST', url)).statusCode).toBe(404)
      expect((await call(t, null, 'POST', url)).statusCode).toBe(401)
      expect((await call(t, stranger, 'GET', '/api/v1/battlegroups')).json()).toEqual([])
    })
  })
})

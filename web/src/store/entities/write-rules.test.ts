import { KIND_RULES, kindDefaults } from '@loom/core'
import { weapon } from '@loom/core/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../../api/types.ts'
import type { Reply } from '../../testing/fake-api.ts'
import { settle } from '../../testing/fake-api.ts'
import { listPage, signedInStore } from '../../testing/signed-in.ts'
import { fetchItem, updateItem } from '../items.ts'
import { selectRow } from '../selectors.ts'
import { loadWriteRules, ruledChanges } from './write-rules.ts'

/** A Solar of Essence 1 with full pools (13 personal, 33 peripheral), as the server stores one. */
const solar = (fields: Partial<Row> = {}): Row => ({
  id: 1,
  version: 1,
  player_id: 1,
  ...KIND_RULES.character.create(
    { type: 'SolarCharacter', name: 'Jade', caste: 'dawn' },
    kindDefaults('character'),
    null,
  ).fields,
  ...fields,
})

beforeAll(loadWriteRules)

const commitment = { pool: 'peripheral', label: 'Armour', motes: 10, scenelong: false }

describe('an edit shown before its answer, through the server’s write rules', () => {
  it('committing motes clamps the pool’s current to what is left available', () => {
    const shown = ruledChanges('characters', solar(), { motes_committed: [commitment] }, null)
    expect(shown).toMatchObject({ motes_committed: [commitment], motes_peripheral_current: 23 })
  })

  it('a current pool set past its total shows the total', () => {
    expect(ruledChanges('characters', solar(), { motes_personal_current: 13 }, null)).toEqual({
      motes_personal_current: 13,
    })
  })

  it('a field that derives nothing is shown as sent', () => {
    expect(ruledChanges('characters', solar(), { name: 'Jade' }, null)).toEqual({ name: 'Jade' })
  })

  it('a weapon’s tags set it up against its wielder, as the server does', () => {
    const bow = { id: 5, version: 1, ...weapon({ name: 'Bolt', tags: [] }) }
    const archer = solar({ abil_archery: 3, abil_thrown: 1 })
    const shown = ruledChanges('weapons', bow, { tags: ['crypt bolt'] }, archer)
    expect(shown).toMatchObject({
      tags: ['crypt bolt'],
      ability: 'archery',
      is_artifact: true,
    })
  })

  it('a row held only in part takes the fields sent and nothing the rules could not work out', () => {
    const summary = { id: 1, version: 1, name: 'Jade', essence: 1 }
    expect(ruledChanges('characters', summary, { essence: 2 }, null)).toEqual({ essence: 2 })
  })
})

describe('the sheet during a save', () => {
  it('shows the clamped pool at once, and the answer changes nothing on screen', async () => {
    let answer: (reply: Reply) => void = () => {}
    const { store } = await signedInStore({
      'GET /characters?page=1': listPage([solar()]),
      'GET /characters/1': { body: solar() },
      'PATCH /characters/1': () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    await store.dispatch(fetchItem('characters', 1))
    const saving = store.dispatch(updateItem('characters', 1, { motes_committed: [commitment] }))
    const during = selectRow(store.getState(), 'characters', 1)
    expect(during).toMatchObject({ motes_peripheral_current: 23, motes_personal_current: 13 })
    await settle()
    answer({
      body: solar({ version: 2, motes_committed: [commitment], motes_peripheral_current: 23 }),
    })
    expect(await saving).toBe(true)
    expect(selectRow(store.getState(), 'characters', 1)).toMatchObject({
      motes_peripheral_current: 23,
      version: 2,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client.ts'
import type { Row } from '../api/types.ts'
import { testStore } from '../testing/fake-api.ts'
import { signedInStore } from '../testing/signed-in.ts'
import { exportChronicle, exportItem, importItem } from './portability.ts'
import { selectMyItems, selectRow } from './selectors.ts'

const document = { format: 'loom', version: 1, kind: 'character', item: { name: 'Zan' } }
const imported: Row = {
  id: 12,
  name: 'Zan',
  player_id: 7,
  chronicle_id: null,
  type: 'SolarCharacter',
  hidden: false,
  public: false,
  pinned: false,
  sorting: 10,
  chronicle_sorting: 0,
  version: 1,
  merits: [{ id: 3, character_id: 12, merit_name: 'Resources', rating: 3, sorting: 0 }],
}

describe('exporting', () => {
  it("saves the item's file under the name the server gives it", async () => {
    const { store, browser, calls } = testStore({
      'GET /characters/4/export': {
        body: document,
        headers: { 'content-disposition': 'attachment; filename="Zan.loom.json"' },
      },
    })
    await store.dispatch(exportItem('characters', 4))
    expect(calls.map((call) => call.path)).toEqual(['/characters/4/export'])
    expect(browser.savedFiles.map((file) => file.filename)).toEqual(['Zan.loom.json'])
    expect(JSON.parse(await browser.savedFiles[0]!.blob.text())).toEqual(document)
  })

  it('a chronicle without a named file is saved as chronicle-<id>.loom.json', async () => {
    const { store, browser } = testStore({ 'GET /chronicles/5/export': { body: {} } })
    await store.dispatch(exportChronicle(5))
    expect(browser.savedFiles.map((file) => file.filename)).toEqual(['chronicle-5.loom.json'])
  })

  it('a refused export saves nothing and says why', async () => {
    const { store, browser } = testStore({
      'GET /qcs/4/export': { status: 404, body: { error: 'Not found' } },
    })
    await expect(store.dispatch(exportItem('qcs', 4))).rejects.toThrow('Not found')
    expect(browser.savedFiles).toEqual([])
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual(['Not found'])
  })
})

describe('importing', () => {
  it("posts the document as it is and puts the new item, children and all, in the player's list", async () => {
    const { store, calls } = await signedInStore({
      'POST /characters/import': { status: 201, body: imported },
    })
    const row = await store.dispatch(importItem('characters', document))
    expect(row.id).toBe(12)
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: document })
    expect(selectMyItems(store.getState(), 'characters').map((item) => item.name)).toEqual(['Zan'])
    expect(selectRow(store.getState(), 'merits', 3)?.merit_name).toBe('Resources')
  })

  it('a refused import adds nothing, shows no notice, and hands back every field error', async () => {
    const errors = {
      'merits[3].rating': [{ error: 'rating must be between 0 and 6' }],
      name: [{ error: 'name cannot be blank' }],
    }
    const { store } = await signedInStore({
      'POST /characters/import': { status: 422, body: errors },
    })
    const refusal = await store.dispatch(importItem('characters', document)).catch((e) => e)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ status: 422, body: errors })
    expect(selectMyItems(store.getState(), 'characters')).toEqual([])
    expect(store.getState().notices.queue).toEqual([])
  })
})

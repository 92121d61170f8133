import { MAX_PORTRAIT_BYTES } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { testStore } from '../testing/fake-api.ts'
import { removePortrait, uploadPortrait } from './portraits.ts'
import { selectRow } from './selectors.ts'

const character = { id: 5, name: 'Zan', player_id: 7, version: 2, portrait_digest: 'abc' }

describe('uploading a portrait', () => {
  it('refuses a file over 2 MiB before sending anything', async () => {
    const { store, calls } = testStore({})
    const file = new Blob([new Uint8Array(MAX_PORTRAIT_BYTES + 1)], { type: 'image/png' })
    await expect(store.dispatch(uploadPortrait('characters', 5, file))).rejects.toThrow(
      'A portrait may be at most 2 MiB: shrink the image and try again',
    )
    expect(calls).toEqual([])
  })

  it('sends the file itself and keeps the item the server answers', async () => {
    const { store, calls } = testStore({ 'PUT /characters/5/portrait': { body: character } })
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    await store.dispatch(uploadPortrait('characters', 5, file))
    expect(calls).toEqual([{ method: 'PUT', path: '/characters/5/portrait', body: file }])
    expect(selectRow(store.getState(), 'characters', 5)?.portrait_digest).toBe('abc')
  })

  it("says the server's refusal", async () => {
    const { store } = testStore({
      'PUT /characters/5/portrait': {
        status: 422,
        body: { portrait: [{ error: 'A portrait must be a PNG, JPEG, WebP or GIF image' }] },
      },
    })
    const file = new Blob(['<svg/>'], { type: 'image/png' })
    await expect(store.dispatch(uploadPortrait('characters', 5, file))).rejects.toThrow(
      'portrait: A portrait must be a PNG, JPEG, WebP or GIF image',
    )
    expect(selectRow(store.getState(), 'characters', 5)).toBeUndefined()
  })

  it('removing it fetches the item without it', async () => {
    const { store, calls } = testStore({
      'DELETE /characters/5/portrait': { body: { ...character, portrait_digest: '' } },
      'GET /characters/5': { body: { ...character, version: 3, portrait_digest: '' } },
    })
    await store.dispatch(removePortrait('characters', 5))
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /characters/5/portrait',
      'GET /characters/5',
    ])
    expect(selectRow(store.getState(), 'characters', 5)?.portrait_digest).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { fakeServer } from '../testing/fake-api.ts'
import { createApiClient } from './client.ts'
import { forEachPage } from './paging.ts'

const page = (n: number, total: number, ids: number[]) => ({
  body: ids.map((id) => ({ id })),
  headers: { 'current-page': String(n), 'total-pages': String(total) },
})

describe('the paging loop', () => {
  it('fetches the next page until the last one, in order', async () => {
    const server = fakeServer({
      'GET /characters?page=1': page(1, 3, [1, 2]),
      'GET /characters?page=2': page(2, 3, [3, 4]),
      'GET /characters?page=3': page(3, 3, [5]),
    })
    const api = createApiClient({ fetch: server.fetch, token: () => null })
    const seen: number[][] = []
    await forEachPage(
      (n) => api.getPage<{ id: number }>('/characters', n),
      (rows) => seen.push(rows.map((row) => row.id)),
    )
    expect(seen).toEqual([[1, 2], [3, 4], [5]])
    expect(server.calls.map((call) => call.path)).toEqual([
      '/characters?page=1',
      '/characters?page=2',
      '/characters?page=3',
    ])
  })

  it('stops after one page when there is only one', async () => {
    const server = fakeServer({ 'GET /qcs?page=1': page(1, 1, []) })
    const api = createApiClient({ fetch: server.fetch, token: () => null })
    await forEachPage(
      (n) => api.getPage('/qcs', n),
      () => {},
    )
    expect(server.calls).toHaveLength(1)
  })

  it('stops at an empty page even if the server claims more pages', async () => {
    const server = fakeServer({
      'GET /qcs?page=1': page(1, 5, [1]),
      'GET /qcs?page=2': page(2, 5, []),
    })
    const api = createApiClient({ fetch: server.fetch, token: () => null })
    await forEachPage(
      (n) => api.getPage('/qcs', n),
      () => {},
    )
    expect(server.calls).toHaveLength(2)
  })

  it('gives up with the error sentence when a page fails', async () => {
    const server = fakeServer({
      'GET /qcs?page=1': page(1, 2, [1]),
      'GET /qcs?page=2': { status: 500, body: { error: 'Database is down' } },
    })
    const api = createApiClient({ fetch: server.fetch, token: () => null })
    await expect(
      forEachPage(
        (n) => api.getPage('/qcs', n),
        () => {},
      ),
    ).rejects.toThrow('Database is down')
  })
})

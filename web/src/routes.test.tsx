import { describe, expect, it } from 'vitest'
import { preloadPage } from './routes.tsx'

const pageOf = async (pathname: string) =>
  ((await preloadPage(pathname)) as { default: { name: string } }).default.name

describe('preloading the first page', () => {
  it('loads the code of the page the address shows', { timeout: 20_000 }, async () => {
    expect(await pageOf('/characters/12')).toBe('CharacterSheetPage')
    expect(await pageOf('/qcs/3/edit')).toBe('QcEditorPage')
    expect(await pageOf('/no/such/page')).toBe('NotFoundPage')
  })

  it('follows redirects no further than the route itself', async () => {
    expect(await preloadPage('/help')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { preloadHeader } from './frame/AppHeader.tsx'
import { preloadPage } from './routes.tsx'

const nameOf = (module: unknown) => (module as { default: { name: string } }).default.name
const pageOf = async (pathname: string) => nameOf(await preloadPage(pathname))

describe('preloading the first page', () => {
  it('loads the code of the page the address shows', async () => {
    expect(await pageOf('/characters/12')).toBe('CharacterSheetPage')
    expect(await pageOf('/qcs/3/edit')).toBe('QcEditorPage')
    expect(await pageOf('/no/such/page')).toBe('NotFoundPage')
  })

  it('follows redirects no further than the route itself', async () => {
    expect(await preloadPage('/help')).toBeUndefined()
  })
})

describe('preloading the first page’s header', () => {
  it('loads the item or chronicle header the address shows, and nothing elsewhere', async () => {
    expect(nameOf(await preloadHeader('/battlegroups/4/edit'))).toBe('ItemHeader')
    expect(nameOf(await preloadHeader('/chronicles/2/combat'))).toBe('ChronicleHeader')
    expect(await preloadHeader('/settings')).toBeUndefined()
  })
})

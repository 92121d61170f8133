import { describe, expect, it } from 'vitest'
import { preloadHeader } from './frame/AppHeader.tsx'
import { itemOfPage, preloadPage } from './routes.tsx'

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

describe('the item a page opens', () => {
  it('is the sheet’s or the editor’s character, QC or battlegroup, and nothing elsewhere', () => {
    expect(itemOfPage('/characters/12')).toEqual({ kind: 'characters', id: 12 })
    expect(itemOfPage('/characters/12/edit/charms')).toEqual({ kind: 'characters', id: 12 })
    expect(itemOfPage('/qcs/3/edit')).toEqual({ kind: 'qcs', id: 3 })
    expect(itemOfPage('/battlegroups/4')).toEqual({ kind: 'battlegroups', id: 4 })
    expect(itemOfPage('/characters')).toBeUndefined()
    expect(itemOfPage('/characters/abc')).toBeUndefined()
    expect(itemOfPage('/chronicles/2')).toBeUndefined()
    expect(itemOfPage('/join/7')).toBeUndefined()
  })
})

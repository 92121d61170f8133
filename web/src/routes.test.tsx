import { describe, expect, it, vi } from 'vitest'
import { preloadHeader } from './frame/AppHeader.tsx'
import { itemOfPage, preloadPage } from './routes.tsx'

// Which of the pages' own chunks were loaded: each records itself as its module is first asked for.
const partsLoaded = vi.hoisted(() => new Set<string>())
vi.mock('./character/sheet/CharmsSection.tsx', async (original) => {
  partsLoaded.add('charms')
  return { ...(await original<object>()) }
})
vi.mock('./chronicle/journal/JournalTab.tsx', async (original) => {
  partsLoaded.add('journal')
  // A mocked module refuses to be asked for an export it lacks; a page's module is asked this.
  return { preloadParts: undefined, ...(await original<object>()) }
})

const nameOf = (module: unknown) => (module as { default: { name: string } }).default.name
const pageOf = async (pathname: string) => nameOf(await preloadPage(pathname))

describe('preloading the first page', () => {
  it('loads the code of the page the address shows', async () => {
    expect(await pageOf('/characters/12')).toBe('CharacterSheetPage')
    expect(await pageOf('/qcs/3/edit')).toBe('QcEditorPage')
    expect(await pageOf('/no/such/page')).toBe('NotFoundPage')
  })

  it('loads the part of the page the address opens when it comes in a chunk of its own', async () => {
    await preloadPage('/characters/12')
    await preloadPage('/chronicles/2/rolls')
    expect(partsLoaded).toEqual(new Set())
    await preloadPage('/characters/12/charms')
    await preloadPage('/chronicles/2/journal')
    expect(partsLoaded).toEqual(new Set(['charms', 'journal']))
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

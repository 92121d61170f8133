// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { wholeZan } from '../testing/character-sheet.tsx'
import { fakeServer, type RouteTable } from '../testing/fake-api.ts'
import { PHONE_WIDTH } from '../theme/assumed-width.ts'
import { PAGE_STATE_ELEMENT_ID, type PageState } from './page-state.ts'
import { isServerRendered, renderPage } from './render-page.tsx'

const zan = {
  ...wholeZan({ caste: 'zenith', attr_wits: 3, abil_awareness: 2 }),
  merits: [{ id: 1, character_id: 4, merit_name: 'Fast Reflexes', rating: 3, sorting: 0 }],
}
const PROVIDERS = { 'GET /auth_providers': { body: { google: false, developer: true } } }
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36'

function render(url: string, routes: RouteTable, userAgent?: string) {
  const server = fakeServer({ ...PROVIDERS, ...routes })
  return renderPage({
    url,
    csrfToken: 'the-token',
    token: undefined,
    theme: 'dark',
    userAgent,
    mobileHint: undefined,
    fetch: server.fetch,
  })
}

const stateIn = (element: string): PageState =>
  JSON.parse(new RegExp(`id="${PAGE_STATE_ELEMENT_ID}">(.*)</script>$`).exec(element)?.[1] ?? '')

describe('renderPage', () => {
  it('renders a public sheet for a visitor whole, its styles apart, with the state it came from', async () => {
    const page = await render('/characters/4', { 'GET /characters/4': { body: zan } }, ANDROID)
    if (!page) throw new Error('the sheet was not rendered')
    expect(page.root).toContain('Essence 1 Zenith Caste Solar')
    // Wits 3 + Awareness 2 + Fast Reflexes 1.
    expect(page.root).toMatch(/data-testid="pool-join-battle-total"[^>]*>6</)
    // Nothing is left to an inline script, which the Content Security Policy would block.
    expect(page.root).not.toContain('<script')
    expect(page.root).not.toContain('<style')
    expect(page.head).toMatch(/<style data-emotion="css[ -]/)
    // Marked as already in place, so Emotion in the browser does not move them again (which
    // would make the browser parse every rule anew).
    const styleElements = page.head.match(/<style data-emotion=[^>]*>/g) ?? []
    expect(styleElements.length).toBeGreaterThan(1)
    for (const element of styleElements) expect(element).toContain(' data-s=""')
    const state = stateIn(page.afterRoot)
    expect(state.assumedWidth).toBe(PHONE_WIDTH)
    expect(state.state.theme).toBe('dark')
    expect(state.state.session.authenticated).toBe(false)
    expect(state.state.confirmed.byKind.characters.entities[4]?.name).toBe('Zan')
  })

  it('puts the sign-in form on the landing page with the browser’s own authenticity token', async () => {
    const page = await render('/', {})
    expect(page?.root).toContain(
      '<input type="hidden" name="authenticity_token" value="the-token"/>',
    )
  })

  it('keeps a name that looks like markup inside the state element', async () => {
    const name = '</script><script>alert(1)</script>'
    const page = await render('/characters/4', { 'GET /characters/4': { body: { ...zan, name } } })
    expect(page?.afterRoot.match(/<\/script>/g)).toHaveLength(1)
    expect(stateIn(page?.afterRoot ?? '').state.confirmed.byKind.characters.entities[4]?.name).toBe(
      name,
    )
  })

  it('leaves to the browser a page met by a refusal, and the pages it does not render', async () => {
    expect(await render('/characters/4', {})).toBeUndefined()
    expect(
      await render('/characters/4/edit', { 'GET /characters/4': { body: zan } }),
    ).toBeUndefined()
    expect(await render('/settings', {})).toBeUndefined()
  })
})

describe('isServerRendered', () => {
  it('is the landing page and the sheets of characters, QCs and battlegroups, not their editors', () => {
    for (const path of [
      '/',
      '/characters/4',
      '/characters/4/charms',
      '/qcs/2',
      '/battlegroups/3',
    ]) {
      expect(isServerRendered(path)).toBe(true)
    }
    for (const path of [
      '/characters/4/edit',
      '/qcs/2/edit',
      '/settings',
      '/chronicles/1',
      '/characters',
    ]) {
      expect(isServerRendered(path)).toBe(false)
    }
  })
})

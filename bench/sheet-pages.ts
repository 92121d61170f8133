/**
 * What the browser benchmarks share about a character's sheet: making a character of a given
 * size through the API, knowing when its sheet is whole on screen, and the same sheet saved as
 * a static page (its markup and styles, no script), the floor any rendering of it stands on.
 */
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'

/** How much a sheet holds. */
export interface SheetSize {
  readonly weapons: number
  readonly charms: number
  readonly merits: number
}

/** The large sheet the scale targets were set on. */
export const LARGE_SHEET: SheetSize = { weapons: 20, charms: 100, merits: 30 }
/** A typical player's sheet. */
export const TYPICAL_SHEET: SheetSize = { weapons: 3, charms: 25, merits: 8 }

/**
 * A dawn Solar named `name` holding `size`'s weapons, charms and merits, made through the API
 * from a signed-in `page`; `isPublic` lets visitors read it. Returns its id.
 */
export async function createSheetCharacter(
  page: Page,
  name: string,
  size: SheetSize,
  isPublic = false,
): Promise<number> {
  // A script string, not a function: the page runs it as written, without bundler helpers.
  return page.evaluate(`(async () => {
    const post = async (path, body) => {
      const response = await fetch('/api/v1' + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer ' + localStorage.getItem('jwt'),
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(path + ': ' + response.status + ' ' + (await response.text()))
      return response.json()
    }
    const character = await post('/characters', {
      character: {
        name: ${JSON.stringify(name)},
        type: 'SolarCharacter',
        caste: 'dawn',
        public: ${isPublic},
        attr_dexterity: 4,
        attr_stamina: 2,
        abil_melee: 4,
        abil_archery: 3,
        abil_dodge: 3,
        caste_abilities: ['melee', 'archery', 'dodge'],
        specialties: [{ ability: 'melee', context: 'Swords' }],
      },
    })
    const id = character.id
    const weights = ['light', 'medium', 'heavy']
    for (let n = 0; n < ${size.weapons}; n += 1) {
      const ranged = n % 4 === 0
      await post('/characters/' + id + '/weapons', {
        weapon: {
          name: 'Weapon ' + (n + 1),
          weight: weights[n % 3],
          is_artifact: n % 2 === 0,
          ability: ranged ? 'archery' : 'melee',
          tags: ranged ? ['archery (long)', 'lethal'] : ['lethal', 'melee'],
        },
      })
    }
    for (let n = 0; n < ${size.charms}; n += 1) {
      await post('/characters/' + id + '/charms', {
        charm: {
          charm_type: 'Ability',
          name: 'Charm ' + (n + 1),
          ability: n % 2 === 0 ? 'melee' : 'dodge',
          keywords: n % 3 === 0 ? ['uniform', 'mute'] : ['decisive-only'],
          body: 'A charm body long enough to look like the real thing on a sheet. '.repeat(3),
        },
      })
    }
    for (let n = 0; n < ${size.merits}; n += 1) {
      await post('/characters/' + id + '/merits', {
        merit: { merit_name: n === 0 ? 'Fast Reflexes' : 'Merit ' + (n + 1), rating: (n % 5) + 1 },
      })
    }
    return id
  })()`)
}

/** Waits until the sheet of `size` is whole: its last weapon and its last charm. */
export async function wholeSheetOnScreen(page: Page, size: SheetSize): Promise<void> {
  await page.getByTestId('character-sheet').waitFor()
  await page
    .locator('[data-testid^="weapon-"][data-testid$="-name"]')
    .filter({ hasText: `Weapon ${size.weapons}` })
    .waitFor()
  await page
    .getByTestId('charm-summary')
    .nth(size.charms - 1)
    .waitFor()
}

/**
 * The page as it is now, saved as one static document: its markup and every style rule the
 * app put in it (the app styles at run time, so its rules live in the CSS object model, not in
 * the markup), without a script.
 */
export async function pageAsStaticHtml(page: Page): Promise<string> {
  const base = new URL('/', page.url()).href
  return page.evaluate<string>(`(() => {
    let css = ''
    for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) css += rule.cssText + '\\n'
    const body = document.body.cloneNode(true)
    for (const script of body.querySelectorAll('script')) script.remove()
    return '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<base href="${base}"><style>' + css + '</style></head>' + body.outerHTML + '</html>'
  })()`)
}

/** Serves `html` at `/` of a loopback server, never cached; `close` stops it. */
export async function serveStaticPage(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(html)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/**
 * On a character's editor page, types a Stamina digit `runs` times and times each, in the
 * page, from its keydown until the Soak tile shows the new figure in a painted frame;
 * alternates 2 and 3 so each key changes it.
 */
export async function staminaKeystrokesMs(page: Page, runs: number): Promise<number[]> {
  const stamina = page.getByTestId('editor-attr-stamina')
  await stamina.waitFor()
  await page.getByTestId('pool-soak-total').waitFor()
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    await stamina.click()
    await stamina.press('Control+A')
    await page.evaluate(`(() => {
      const input = document.querySelector('[data-testid="editor-attr-stamina"]')
      const soak = document.querySelector('[data-testid="pool-soak-total"]')
      const before = soak.textContent
      window.pendingEdit = new Promise((resolve) => {
        let started = 0
        input.addEventListener('keydown', () => { started = performance.now() }, { once: true, capture: true })
        const observer = new MutationObserver(() => {
          if (soak.textContent === before) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - started))
        })
        observer.observe(soak, { childList: true, characterData: true, subtree: true })
      })
    })()`)
    await stamina.press(run % 2 === 0 ? '3' : '2')
    times.push(Math.round(await page.evaluate<number>('window.pendingEdit')))
  }
  return times
}

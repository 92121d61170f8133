import { join } from 'node:path'
import { test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { reportPage } from '../src/failure-report.ts'
import { api, screenshot, screenshotDir, useApp } from '../src/harness.ts'
import { chronicleOf, itemIn, live, type Seat, seat } from './chronicle-support.ts'
import { AXE_READY, assertAccessible, followTheme, THEMES } from './shell-support.ts'

// The axe sweep of issue 17 (item 10): every page and every dialog, in both themes, with no
// serious or critical violation. The landing, help, settings and list pages have their own
// checks in the shell journeys; this file covers the rest.
const app = useApp(AXE_READY)

/** Checks what the page shows now in both themes, switched without a reload. */
async function sweep(page: Page, label: string, shot?: string): Promise<void> {
  for (const theme of THEMES) {
    await followTheme(page, theme)
    // Colours fade to the new theme's: assertAccessible reads them once they stay.
    await assertAccessible(page, `${label} in the ${theme} theme`)
    if (shot) await screenshot(page, `${shot}-${theme}`)
  }
  await followTheme(page, 'light')
}

/** Opens `path`, waits for `ready` and checks it. */
async function sweepPage(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(`${app.url}${path}`)
  await ready(page).first().waitFor({ timeout: 30_000 })
  await page.getByTestId('drawer-logged-in-as').first().waitFor()
  await sweep(page, path)
}

/** A chronicle with one of everything, run by `st`, with `player` in it, and a combat. */
async function filledChronicle(st: Seat, player: Seat) {
  const chronicle = await chronicleOf(st, [player], 'Axe Sweep')
  const hero = await itemIn(player, chronicle.id, 'characters', {
    name: 'Ember',
    type: 'SolarCharacter',
    caste: 'Dawn',
    abil_melee: 4,
    damage_lethal: 2,
    ties: [{ subject: 'Mother (love)', rating: 2 }],
    specialties: [{ ability: 'melee', context: 'Daiklaves' }],
  })
  const base = `/characters/${hero.id}`
  await api(player.page, 'POST', `${base}/merits`, { merit_name: 'Allies', rating: 3 })
  await api(player.page, 'POST', `${base}/weapons`, { name: 'Daiklave', is_artifact: true })
  await api(player.page, 'POST', `${base}/charms`, {
    charm: { name: 'Excellent Strike', charm_type: 'Ability', ability: 'melee', cost: '3m' },
  })
  await api(player.page, 'PATCH', base, { is_sorcerer: true })
  await api(player.page, 'POST', `${base}/spells`, { name: 'Death of Obsidian Butterflies' })
  const qc = await itemIn(st, chronicle.id, 'qcs', {
    name: 'Guild Enforcer',
    parry: 3,
    motes_peripheral_total: 10,
    motes_peripheral_current: 10,
  })
  await api(st.page, 'POST', `/qcs/${qc.id}/qc_attacks`, { name: 'Spear', pool: 8, damage: 12 })
  const band = await itemIn(st, chronicle.id, 'battlegroups', { name: 'Warehouse Guards' })
  for (const [type, id, successes] of [
    ['character', hero.id, 5],
    ['qc', qc.id, 3],
  ] as const) {
    await api(st.page, 'POST', `/chronicles/${chronicle.id}/combat/join_battle`, {
      combatant: { type, id },
      successes,
    })
  }
  return { chronicle, hero, qc, band }
}

test('every page of the app has no serious accessibility problem in either theme', async () => {
  const st = await seat(app, 'Sweep Storyteller')
  const player = await seat(app, 'Sweep Player')
  const { chronicle, hero, qc, band } = await filledChronicle(st, player)
  const page = player.page
  const byId = (id: string) => (p: Page) => p.getByTestId(id)

  for (const [section, ready] of [
    ['', 'sheet-subtitle'],
    ['/merits', 'section-merits'],
    ['/charms', 'section-charms'],
    ['/sorcery', 'section-sorcery'],
    ['/bio', 'section-bio'],
  ]) {
    await sweepPage(page, `/characters/${hero.id}${section}`, byId(ready!))
  }
  for (const section of ['', '/merits', '/charms', '/bio']) {
    await sweepPage(page, `/characters/${hero.id}/edit${section}`, byId('header-edit-toggle'))
  }
  await sweepPage(page, `/qcs/${qc.id}`, byId('qc-sheet'))
  await sweepPage(st.page, `/qcs/${qc.id}/edit`, byId('qc-editor'))
  await sweepPage(page, `/battlegroups/${band.id}`, byId('battlegroup-sheet'))
  await sweepPage(st.page, `/battlegroups/${band.id}/edit`, byId('battlegroup-editor'))
  for (const tab of ['characters', 'combat', 'details', 'rolls']) {
    const path = `/chronicles/${chronicle.id}${tab === 'characters' ? '' : `/${tab}`}`
    await sweepPage(st.page, path, byId(`chronicle-${tab}-tab`))
    await sweepPage(page, path, byId(`chronicle-${tab}-tab`))
  }
  await sweepPage(page, '/rolls', (p) =>
    p.getByTestId('roll-log').or(p.getByTestId('roll-log-empty')),
  )
  await sweepPage(page, '/library', (p) =>
    p.getByTestId('library-entries').or(p.getByTestId('library-empty')),
  )
  await sweepPage(page, '/no-such-page', byId('not-found'))
  await sweepPage(page, `/characters/999999`, (p) =>
    p.getByTestId('page-not-found').or(p.getByTestId('page-forbidden')),
  )
  await live(page)

  // Someone signed out: a public sheet, and a private one asking to sign in.
  await api(page, 'PATCH', `/characters/${hero.id}`, { public: true })
  const visitor = await app.newPage()
  await visitor.goto(`${app.url}/characters/${hero.id}`)
  await visitor.getByTestId('sheet-subtitle').waitFor()
  await sweep(visitor, 'a public character signed out')
  await visitor.goto(`${app.url}/qcs/${qc.id}`)
  await visitor
    .getByTestId('page-signed-out')
    .or(visitor.getByTestId('logged-out-dialog'))
    .first()
    .waitFor()
  await sweep(visitor, 'a private QC signed out')
  await visitor.context().close()
  await st.context.close()
  await player.context.close()
})

test('every dialog and menu has no serious accessibility problem in either theme', async () => {
  const st = await seat(app, 'Dialog Storyteller')
  const player = await seat(app, 'Dialog Player')
  const { chronicle, hero, qc, band } = await filledChronicle(st, player)
  const loner = await api(player.page, 'POST', '/characters', { name: 'Loner' })

  /** Opens `path`, clicks each of `clicks` in turn (a test id or a locator) and checks the
   *  dialog or menu that opened last. */
  const dialogAt = async (
    seated: Seat,
    path: string,
    clicks: readonly (string | ((page: Page) => Locator))[],
    shot?: string,
  ) => {
    const page = seated.page
    // A figure's breakdown is the browser's own <dialog>, a dialog by its element alone.
    const opened = page.locator('[role="dialog"], [role="menu"], dialog[open]').last()
    const openIt = async () => {
      await page.goto(`${app.url}${path}`)
      await page.getByTestId('drawer-logged-in-as').first().waitFor()
      for (const click of clicks) {
        const target = typeof click === 'string' ? page.getByTestId(click) : click(page)
        await target.first().click({ timeout: 30_000 })
      }
      await opened.waitFor({ timeout: 15_000 })
    }
    // Once in a few clean CI runs (at load 9 or more) the drawer's chronicle dialogs have not
    // shown after the tap; this sweep is about what a dialog holds, so a second try is allowed,
    // and the page at the first failure is reported for whoever looks into it.
    await openIt().catch(async (error: unknown) => {
      const tapped = clicks.map(String).join(' then ')
      await reportPage(
        page,
        `no dialog after ${tapped} at ${path} (${String(error).split('\n')[0]}); trying again`,
        join(
          screenshotDir,
          `a11y-dialog-missed-${clicks.filter((c) => typeof c === 'string').join('-')}.png`,
        ),
      )
      await openIt()
    })
    await sweep(page, `${path}, after ${clicks.map(String).join(' then ')}`, shot)
  }
  const firstOf = (prefix: string, suffix: string) => (page: Page) =>
    page.locator(`[data-testid^="${prefix}"][data-testid$="${suffix}"]`)

  const sheet = `/characters/${hero.id}`
  await dialogAt(player, sheet, ['pool-best-parry'], 'a11y-breakdown-dialog')
  await dialogAt(player, sheet, ['sheet-health-open'])
  await dialogAt(player, sheet, ['resource-willpower'], 'a11y-willpower-dialog')
  await dialogAt(player, sheet, ['resource-motes-personal'])
  await dialogAt(player, sheet, [firstOf('pool-', '-roll')])
  await dialogAt(player, sheet, ['actions-menu'])
  await dialogAt(player, `/characters/${loner.id}`, ['actions-menu', 'action-change-type'])
  await dialogAt(
    player,
    `/characters/${loner.id}`,
    ['actions-menu', 'action-delete'],
    'a11y-delete-dialog',
  )
  await dialogAt(player, `${sheet}/edit`, ['weapons-add'])
  await dialogAt(player, `${sheet}/charms`, ['charm-filter-open'])
  await dialogAt(player, '/characters', ['create-character'])
  await dialogAt(player, '/characters', ['drawer-chronicles', 'drawer-join-chronicle'])
  await dialogAt(player, '/characters', ['drawer-chronicles', 'drawer-create-chronicle'])
  await dialogAt(player, '/settings', ['settings-delete-account'])

  await dialogAt(st, `/qcs/${qc.id}`, ['qc-health-open'])
  await dialogAt(st, `/qcs/${qc.id}`, ['qc-willpower'])
  await dialogAt(st, `/qcs/${qc.id}`, ['qc-motes-peripheral'])
  await dialogAt(st, `/battlegroups/${band.id}`, ['battlegroup-willpower'])
  await dialogAt(st, `/battlegroups/${band.id}`, ['battlegroup-magnitude'])

  const at = `/chronicles/${chronicle.id}`
  await dialogAt(st, `${at}/details`, ['invite-player'], 'a11y-invite-dialog')
  await dialogAt(st, at, ['chronicle-add-characters'])
  await dialogAt(st, `${at}/details`, ['delete-chronicle'])
  for (const control of ['end-scene', 'respire', 'willpower', 'downtime']) {
    await dialogAt(st, at, ['st-controls-toggle', `st-${control}`])
  }
  await dialogAt(st, `${at}/combat`, ['combat-add-actor'])
  await dialogAt(st, `${at}/combat`, [firstOf('out-card-', '-enter')])
  // Initiative below zero asks who crashed the combatant.
  await st.page.goto(`${app.url}${at}/combat`)
  const initiative = st.page.locator(
    'input[data-testid^="combat-card-"][data-testid$="-initiative"]',
  )
  await initiative.first().fill('-2')
  await initiative.first().press('Tab')
  await st.page.getByTestId('crash-dialog').waitFor()
  await sweep(st.page, 'the crash dialog')

  // At phone size the navigation drawer opens over the page.
  await player.page.setViewportSize({ width: 390, height: 844 })
  await player.page.goto(`${app.url}/characters`)
  await player.page.getByTestId('drawer-toggle').click()
  await player.page.getByTestId('drawer-logged-in-as').waitFor()
  await sweep(player.page, 'the navigation drawer at phone size')
  await player.page.setViewportSize({ width: 1280, height: 900 })

  // The session ends on the server's side: the next change meets the logged-out dialog.
  const page = player.page
  await page.goto(`${app.url}/characters`)
  await page.locator('[data-testid^="card-characters-"]').first().waitFor()
  await page.evaluate(() => localStorage.setItem('jwt', 'expired.token.value'))
  await page
    .locator('[data-testid^="card-characters-"]')
    .first()
    .getByTestId('actions-menu')
    .click()
  await page.getByTestId('action-pin').click()
  await page.getByTestId('logged-out-dialog').waitFor()
  await sweep(page, 'the logged-out dialog')

  await st.context.close()
  await player.context.close()
})

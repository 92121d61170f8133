import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import type { Download, Page } from 'playwright-core'
import { api, screenshot, screenshotDir, useApp } from '../src/harness.ts'
import { createSolarSample, openSheet } from './character-support.ts'
import { figure } from './sheet-support.ts'
import {
  AXE_READY,
  assertAccessible,
  screenshotEverywhere,
  THEMES,
  useTheme,
} from './shell-support.ts'

const app = useApp(AXE_READY)

/** What a page looks like on paper: A4's printable width (210 mm less 10 mm margins) in CSS px. */
const A4_PRINT_WIDTH = 718

/** Everything the overview shows, as a reader sees it: every figure, dot and line of text. */
async function sheetText(page: Page): Promise<string> {
  return page.getByTestId('character-sheet').innerText()
}

/** Runs `action` and answers the download it starts. */
async function downloadOf(page: Page, action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()])
  return download
}

async function fileOf(download: Download): Promise<Buffer> {
  const path = await download.path()
  assert.ok(path, 'the download was saved')
  return readFileSync(path)
}

/** The number of pages of a PDF that Chromium wrote (its page objects, not the page tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
}

/**
 * Writes the page as Chromium prints it on `format` paper once `ready`, keeps the PDF and
 * answers its number of pages.
 */
async function printedPages(
  page: Page,
  name: string,
  format: 'A4' | 'Letter',
  ready: () => Promise<unknown>,
): Promise<number> {
  await ready()
  const pdf = await page.pdf({ format })
  writeFileSync(join(screenshotDir, `${name}-${format.toLowerCase()}.pdf`), pdf)
  return pdfPageCount(pdf)
}

/**
 * Fails unless the page, as printed, shows no frame or control and only black (or the grey of
 * an empty dot) on white.
 */
async function assertPrintsClean(page: Page, label: string): Promise<void> {
  const problems = await page.evaluate(() => {
    // No named helpers in here: the test runner's transform would name them with a function
    // the page does not have.
    const found: string[] = []
    for (const selector of [
      'header',
      'footer',
      '[data-testid="drawer"]',
      '.MuiButton-root',
      '.MuiIconButton-root',
      'main button[aria-label^="Roll "]',
    ]) {
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if ((element as HTMLElement).offsetParent !== null) found.push(`${selector} is printed`)
      }
    }
    if (getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)') {
      found.push(`the page is ${getComputedStyle(document.body).backgroundColor}`)
    }
    const inks = new Set(['rgb(0, 0, 0)', 'rgb(119, 119, 119)'])
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      if ((element as HTMLElement).offsetParent === null) continue
      const style = getComputedStyle(element)
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (ownText && !inks.has(style.color)) {
        found.push(`"${element.textContent?.slice(0, 30)}" prints in ${style.color}`)
      }
      // Lines (block frames, health boxes, dividers) print in a grey that paper shows.
      if (style.borderTopStyle !== 'none' && style.borderTopWidth !== '0px') {
        const channels = style.borderTopColor.match(/[\d.]+/g)?.map(Number) ?? []
        const [red = 255, green = 255, blue = 255, alpha = 1] = channels
        if (Math.max(red, green, blue) > 0xbb || alpha < 1) {
          found.push(`${element.tagName}.${element.className} has a ${style.borderTopColor} line`)
        }
      }
      if (!['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'].includes(style.backgroundColor)) {
        found.push(`${element.tagName}.${element.className} has a ${style.backgroundColor} ground`)
      }
    }
    return [...new Set(found)].slice(0, 10)
  })
  assert.deepEqual(problems, [], `${label} does not print clean`)
}

/** Screenshots the page as printed on A4 paper, in each theme, named `{name}-print-{theme}`. */
async function printScreenshots(page: Page, name: string, ready: () => Promise<unknown>) {
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: A4_PRINT_WIDTH, height: 1000 })
  for (const theme of THEMES) {
    await useTheme(page, theme)
    await ready()
    await page.emulateMedia({ media: 'print' })
    await assertPrintsClean(page, `${name} in the ${theme} theme`)
    await screenshot(page, `${name}-print-${theme}`)
    await page.emulateMedia({ media: null })
  }
  await useTheme(page, 'light')
  if (viewport) await page.setViewportSize(viewport)
  await ready()
}

test('a character exported, deleted and imported back shows the same sheet, every figure and dot as before', async () => {
  const page = await app.signedInPage('Porter')
  const solar = await createSolarSample(page)
  await openSheet(page, app.url, solar.id)
  await page.getByTestId('block-charms').waitFor()
  const before = await sheetText(page)
  const personalMotes = await figure(page, 'resource-motes-personal')

  await page.getByTestId('actions-menu').click()
  const download = await downloadOf(page, () => page.getByTestId('action-export').click())
  assert.equal(download.suggestedFilename(), 'Harmonious Jade.loom.json')
  const file = await fileOf(download)
  const document = JSON.parse(file.toString('utf8'))
  assert.deepEqual(
    [document.format, document.version, document.kind, document.item.name],
    ['loom', 1, 'character', 'Harmonious Jade'],
  )
  assert.equal(document.item.merits.length, 10)

  await page.getByTestId('actions-menu').click()
  await page.getByTestId('action-delete').click()
  await page.getByTestId('delete-dialog-confirm').click()
  await page.waitForURL(`${app.url}/content`)

  await page.goto(`${app.url}/characters`)
  await page.getByTestId('characters-empty').waitFor()
  await page.getByTestId('import-character-input').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: file,
  })
  await page
    .getByTestId('notice')
    .filter({
      hasText: 'Imported Harmonious Jade with 10 merits, 3 weapons, 15 charms and 1 spell',
    })
    .waitFor()
  const card = page.locator('[data-testid^="card-characters-"]')
  await card.getByTestId('card-name').filter({ hasText: 'Harmonious Jade' }).waitFor()
  await screenshotEverywhere(page, 'portability-imported-card')
  await card.getByTestId('card-name').click()
  await page.getByTestId('block-charms').waitFor()
  assert.notEqual(new URL(page.url()).pathname, `/characters/${solar.id}`)
  assert.equal(await figure(page, 'resource-motes-personal'), personalMotes)
  assert.equal(await sheetText(page), before)
  await page.context().close()
})

test('a file that is not JSON is never sent, and a refused one shows each path and its message', async () => {
  const page = await app.signedInPage('Careful Porter')
  const imports: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/import')) imports.push(request.method())
  })
  await page.goto(`${app.url}/qcs`)
  await page.getByTestId('qcs-empty').waitFor()

  // Dropped on the list, as from the desktop.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer()
    transfer.items.add(new File(['Bandit: 2 dice'], 'bandit.txt', { type: 'text/plain' }))
    return transfer
  })
  const section = page.getByTestId('qcs-section')
  await section.dispatchEvent('dragenter', { dataTransfer: dropped })
  await section.dispatchEvent('drop', { dataTransfer: dropped })
  const dialog = page.getByTestId('import-failure-dialog')
  await dialog.getByText('bandit.txt was not imported').waitFor()
  assert.match(
    (await dialog.getByTestId('import-problem').textContent()) ?? '',
    /^The file is not JSON \(.+\): choose a \.loom\.json file exported from Loom$/s,
  )
  assert.deepEqual(imports, [])
  await page.getByTestId('import-failure-close').click()
  await dialog.waitFor({ state: 'detached' })

  const bad = {
    format: 'loom',
    version: 1,
    kind: 'qc',
    exported_at: '2026-11-24T00:00:00.000Z',
    item: {
      name: 'Bandit',
      essence: 2,
      qc_attacks: [{ name: 'Spear' }, { name: 'Bow', pool: -3 }],
    },
  }
  await page.getByTestId('import-qc-input').setInputFiles({
    name: 'Bandit.loom.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  })
  await dialog.getByText('Bandit.loom.json was not imported').waitFor()
  const problems = await dialog
    .getByTestId('import-problem')
    .evaluateAll((items) => items.map((item) => [item.getAttribute('data-path'), item.textContent]))
  assert.equal(problems.length, 1, 'the one bad field is named')
  const [[path, text]] = problems as [[string, string]]
  assert.equal(path, 'qc_attacks[1].pool')
  assert.match(text, /^qc_attacks\[1\]\.pool.*pool/)
  assert.deepEqual(imports, ['POST'])
  assert.equal(await page.getByTestId('qcs-empty').count(), 1, 'nothing was imported')
  await assertAccessible(page, 'the import failure dialog')
  for (const theme of THEMES) {
    await page.evaluate((mode) => {
      localStorage.setItem('theme', mode)
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: mode }))
    }, theme)
    await screenshot(page, `portability-import-refused-${theme}`)
  }
  await page.context().close()
})

test('the Solar sample prints black on white in either theme, without the frame or controls, on at most three A4 or Letter pages', async () => {
  const page = await app.signedInPage('Printer')
  const solar = await createSolarSample(page)
  const ready = async () => {
    await page.getByTestId('block-charms').waitFor()
    await page.getByTestId('resource-motes-personal').waitFor()
  }
  await openSheet(page, app.url, solar.id)
  await printScreenshots(page, 'portability-solar-sheet', ready)

  for (const theme of THEMES) {
    await useTheme(page, theme)
    for (const format of ['A4', 'Letter'] as const) {
      const pages = await printedPages(page, `portability-solar-sheet-${theme}`, format, ready)
      assert.ok(pages >= 1 && pages <= 3, `${format} in the ${theme} theme: ${pages} pages`)
    }
  }

  // The card's Print opens the sheet, which asks the browser to print once it is drawn.
  await page.goto(`${app.url}/characters`)
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })
  await page.getByTestId(`card-characters-${solar.id}`).getByTestId('actions-menu').click()
  await page.getByTestId('action-print').click()
  await page.waitForURL(`${app.url}/characters/${solar.id}`)
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1)
  // On the sheet itself, Print prints at once.
  await page.getByTestId('actions-menu').click()
  await page.getByTestId('action-print').click()
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 2)
  assert.equal(new URL(page.url()).pathname, `/characters/${solar.id}`)
  await page.context().close()
})

test('a QC and a battlegroup print as clean one-page sheets', async () => {
  const page = await app.signedInPage('QC Printer')
  const qc = await api(page, 'POST', '/qcs', {
    qc: {
      name: 'Bandit Chief',
      essence: 2,
      join_battle: 7,
      evasion: 3,
      parry: 4,
      resolve: 3,
      guile: 2,
      soak: 5,
      damage_lethal: 2,
      actions: [{ action: 'Intimidate', pool: 6 }],
      principles: [{ subject: 'The strong take', rating: 2 }],
    },
  })
  for (const attack of [
    { name: 'Spear', pool: 8, damage: 12, tags: ['lethal', 'reaching'] },
    { name: 'Bow', pool: 7, damage: 10, range: 'long', tags: ['archery (long)'] },
  ]) {
    await api(page, 'POST', `/qcs/${qc.id}/qc_attacks`, { qc_attack: attack })
  }
  await api(page, 'POST', `/qcs/${qc.id}/qc_merits`, { qc_merit: { name: 'Pain Tolerance' } })
  await api(page, 'POST', `/qcs/${qc.id}/qc_charms`, {
    qc_charm: { name: 'Bandit Fury', cost: '3m', body: 'Double 9s on an attack.' },
  })
  const battlegroup = await api(page, 'POST', `/battlegroups/create_from_qc/${qc.id}`)
  await api(page, 'PATCH', `/battlegroups/${battlegroup.id}`, {
    battlegroup: { size: 3, might: 1, drill: 2 },
  })

  for (const [kind, id] of [
    ['qc', qc.id],
    ['battlegroup', battlegroup.id],
  ] as const) {
    await page.goto(`${app.url}/${kind}s/${id}`)
    const ready = () => page.getByTestId(`${kind}-attack-1-name`).waitFor()
    await ready()
    await printScreenshots(page, `portability-${kind}-sheet`, ready)
    assert.equal(await printedPages(page, `portability-${kind}-sheet`, 'A4', ready), 1)
  }
  await page.context().close()
})

test('the storyteller exports the whole chronicle from its details', async () => {
  const page = await app.signedInPage('Archivist')
  const chronicle = await api(page, 'POST', '/chronicles', { name: 'Ashes of Thorns' })
  const solar = await createSolarSample(page)
  await api(page, 'POST', `/chronicles/${chronicle.id}/add_character/${solar.id}`)
  await page.goto(`${app.url}/chronicles/${chronicle.id}/details`)
  await page.getByTestId('export-chronicle').waitFor()
  await screenshotEverywhere(page, 'portability-chronicle-details')
  const download = await downloadOf(page, () => page.getByTestId('export-chronicle').click())
  assert.equal(download.suggestedFilename(), 'Ashes of Thorns.loom.json')
  const document = JSON.parse((await fileOf(download)).toString('utf8'))
  assert.equal(document.kind, 'chronicle')
  assert.equal(document.chronicle.name, 'Ashes of Thorns')
  assert.deepEqual(
    document.characters.map((character: { name: string }) => character.name),
    ['Harmonious Jade'],
  )
  await page.context().close()
})

import assert from 'node:assert/strict'
import { before, test } from 'node:test'
import type { Page } from 'playwright-core'
import { api, useApp } from '../src/harness.ts'
import {
  createCharacter,
  createThroughDialog,
  type NewCharacter,
  openSheet,
  screenshotSheet,
} from './character-support.ts'

const app = useApp()
let page: Page

before(async () => {
  page = await app.signedInPage('Ana')
})

interface Creation extends Omit<NewCharacter, 'name'> {
  subtitle: string
}

const CREATIONS: Creation[] = [
  { type: 'Character', subtitle: 'Essence 1 Mortal' },
  { type: 'SolarCharacter', caste: 'twilight', subtitle: 'Essence 1 Twilight Caste Solar' },
  { type: 'DragonbloodCharacter', caste: 'air', subtitle: 'Essence 2 Air Aspect Dragon-Blooded' },
  { type: 'LunarCharacter', caste: 'full-moon', subtitle: 'Essence 1 Full Moon Caste Lunar' },
  { type: 'SiderealCharacter', caste: 'battles', subtitle: 'Essence 1 Battles Caste Sidereal' },
  { type: 'AbyssalCharacter', caste: 'dusk', subtitle: 'Essence 1 Dusk Caste Abyssal' },
  {
    type: 'CustomAbilityCharacter',
    customCaste: 'Radiant',
    customType: 'Exigent',
    subtitle: 'Essence 1 Radiant Caste Exigent',
  },
  {
    type: 'CustomAttributeCharacter',
    customCaste: 'Ember',
    customType: 'Getimian',
    aspects: true,
    subtitle: 'Essence 1 Ember Aspect Getimian',
  },
  { type: 'CustomEssenceCharacter', subtitle: 'Essence 1 Essence Exalt' },
]

for (const creation of CREATIONS) {
  test(`a new ${creation.type} lands on its sheet reading "${creation.subtitle}"`, async () => {
    await createThroughDialog(page, app.url, { name: `A ${creation.type}`, ...creation })
    const subtitle = page.getByTestId('sheet-subtitle')
    await subtitle.filter({ hasText: creation.subtitle }).waitFor()
    assert.equal((await subtitle.textContent())?.trim(), creation.subtitle)
  })
}

test('a custom Exalt that switches to aspects shows "a: Aspect" in the sheet legend', async () => {
  const character = await createCharacter(page, {
    name: 'Wren',
    type: 'CustomAbilityCharacter',
    caste_abilities: ['melee'],
  })
  await openSheet(page, app.url, character.id)
  await page.getByTestId('abilities-legend').filter({ hasText: 'c: Caste' }).waitFor()
  await page.goto(`${app.url}/characters/${character.id}/edit`)
  await page.getByTestId('editor-aspect-switch').click()
  await page.getByTestId('header-edit-toggle').click()
  await page.getByTestId('abilities-legend').filter({ hasText: 'a: Aspect' }).waitFor()
  assert.match((await page.getByTestId('ability-melee').textContent()) ?? '', /\(a\)/)
})

/** A filled-in sheet to look at: traits, a weapon of each kind, merits, intimacies, damage. */
async function sampleCharacter(type: string, caste: string, extra: Record<string, unknown> = {}) {
  const character = await createCharacter(page, {
    name: `Sample ${type.replace('Character', '') || 'Mortal'}`,
    type,
    caste,
    description:
      'A wanderer of the [Threshold](https://example.test/threshold), sworn to an **old debt**.',
    attr_strength: 3,
    attr_dexterity: 4,
    attr_stamina: 3,
    attr_charisma: 2,
    attr_wits: 3,
    attr_perception: 3,
    abil_melee: 4,
    abil_archery: 3,
    abil_dodge: 3,
    abil_awareness: 2,
    abil_athletics: 2,
    abil_integrity: 2,
    abil_craft: [{ craft: 'Weapons', rating: 2 }],
    abil_martial_arts: [{ style: 'Snake', rating: 2 }],
    specialties: [{ ability: 'melee', context: 'Swords' }],
    principles: [{ subject: 'Honor above all', rating: 3 }],
    ties: [{ subject: 'Her mother (love)', rating: 2 }],
    damage_bashing: 1,
    damage_lethal: 1,
    armor_weight: 'medium',
    armor_name: 'Lamellar',
    ...extra,
  })
  const id = character.id
  await api(page, 'POST', `/characters/${id}/weapons`, {
    weapon: {
      name: 'Reaver Daiklave',
      weight: 'heavy',
      is_artifact: type !== 'Character',
      tags: ['lethal', 'melee', 'reaching'],
    },
  })
  await api(page, 'POST', `/characters/${id}/weapons`, {
    weapon: {
      name: 'Short Bow',
      weight: 'medium',
      ability: 'archery',
      tags: ['archery (long)', 'lethal'],
    },
  })
  await api(page, 'POST', `/characters/${id}/merits`, {
    merit: { merit_name: 'Fast Reflexes', rating: 3 },
  })
  await api(page, 'POST', `/characters/${id}/merits`, {
    merit: { merit_name: 'Resources', rating: 2 },
  })
  if (type !== 'Character') {
    await api(page, 'POST', `/characters/${id}/charms`, {
      charm: {
        charm_type: type === 'LunarCharacter' ? 'Attribute' : 'Ability',
        ability: type === 'LunarCharacter' ? 'dexterity' : 'melee',
        name: 'Ready in Eight Directions',
        keywords: ['uniform'],
        body: 'Parry an attack.',
      },
    })
  }
  return id
}

// [type, caste, screenshot name, the trait its charm gives an excellency, if any]
for (const [type, caste, name, excellency] of [
  ['SolarCharacter', 'dawn', 'character-sheet-solar', 'ability-melee'],
  ['DragonbloodCharacter', 'fire', 'character-sheet-dragonblood', null],
  ['LunarCharacter', 'changing moon', 'character-sheet-lunar', null],
  ['Character', '', 'character-sheet-mortal', null],
] as const) {
  test(`the ${type} sheet looks right in both themes and on a phone`, async () => {
    const id = await sampleCharacter(type, caste)
    await openSheet(page, app.url, id)
    // A Solar's charm puts its ability on the excellency list; a Dragon-Blood's needs the
    // Excellency keyword and a Lunar's one charm is not enough; Mortals have none.
    const marked = await page
      .locator('[data-testid^="ability-"], [data-testid^="attribute-"]')
      .filter({ hasText: ' *' })
      .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-testid')))
    assert.deepEqual(marked, excellency ? [excellency] : [])
    // The description is Markdown: bold text, and an outside link that opens a new tab.
    const description = page.getByTestId('sheet-description')
    assert.equal(await description.locator('strong').textContent(), 'old debt')
    assert.equal(
      await description.getByRole('link', { name: 'Threshold' }).getAttribute('target'),
      '_blank',
    )
    await screenshotSheet(page, name, async () => {
      await page.getByTestId('character-sheet').waitFor()
      await page.getByTestId('sheet-subtitle').waitFor()
    })
  })
}

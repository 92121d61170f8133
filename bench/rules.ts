// Micro-benchmark: characterStats for a large sheet (20 weapons, 100 charms), so a sheet can be
// recomputed on every keystroke. Budget: median under 0.2 ms per call.
// Run: npx tsx bench/rules.ts [calls] (BENCH_QUICK=1 for a short check that it still runs)
import {
  type CharacterInput,
  characterStatDetails,
  characterStats,
  rowsWithDefaults,
  withDefaults,
} from '@loom/core'
import { percentile, QUICK, scaled } from './support.ts'

const BUDGET_MS = 0.2
const WARMUP_CALLS = scaled(2_000, 100)
const calls = Number(process.argv[2] ?? scaled(20_000, 500))

const abilities = ['melee', 'archery', 'thrown', 'brawl', 'dodge', 'awareness', 'athletics', 'war']

function largeSheet(): CharacterInput {
  const character = {
    type: 'SolarCharacter',
    exalt_type: 'Solar',
    caste: 'dawn',
    anima_level: 2,
    onslaught: 1,
    initiative: 8,
    limit: 2,
    essence: 4,
    attr_strength: 4,
    attr_dexterity: 5,
    attr_stamina: 4,
    attr_charisma: 3,
    attr_manipulation: 2,
    attr_appearance: 3,
    attr_perception: 4,
    attr_intelligence: 3,
    attr_wits: 4,
    abil_archery: 4,
    abil_athletics: 3,
    abil_awareness: 4,
    abil_brawl: 3,
    abil_bureaucracy: 1,
    abil_dodge: 5,
    abil_integrity: 3,
    abil_investigation: 2,
    abil_larceny: 1,
    abil_linguistics: 2,
    abil_lore: 3,
    abil_medicine: 1,
    abil_melee: 5,
    abil_occult: 2,
    abil_performance: 1,
    abil_presence: 3,
    abil_resistance: 4,
    abil_ride: 2,
    abil_sail: 0,
    abil_socialize: 2,
    abil_stealth: 2,
    abil_survival: 3,
    abil_thrown: 3,
    abil_war: 4,
    abil_craft: [
      { craft: 'Weapon forging', rating: 3 },
      { craft: 'Architecture', rating: 1 },
    ],
    abil_martial_arts: [
      { style: 'Snake Style', rating: 4 },
      { style: 'Tiger Style', rating: 2 },
    ],
    specialties: abilities.map((ability) => ({ ability, context: `${ability} trick` })),
    health_level_0s: 1,
    health_level_1s: 4,
    health_level_2s: 4,
    health_level_4s: 1,
    health_level_incap: 1,
    damage_bashing: 2,
    damage_lethal: 1,
    damage_aggravated: 0,
    armor_weight: 'medium',
    armor_is_artifact: true,
    bonus_hardness: 1,
    bonus_soak: 1,
    bonus_mobility_penalty: 0,
    excellency: 'solar',
    excellency_stunt: '',
    excellencies_for: ['solar'],
    caste_abilities: ['melee', 'dodge', 'awareness', 'archery', 'brawl'],
    favored_abilities: ['athletics', 'resistance', 'war', 'presence', 'lore'],
    caste_attributes: [],
    favored_attributes: [],
    motes_personal_total: 22,
    motes_peripheral_total: 54,
    motes_committed: [
      { pool: 'peripheral', motes: 5 },
      { pool: 'personal', motes: 2 },
    ],
  }
  const weapons = Array.from({ length: 20 }, (_, i) => ({
    name: `Weapon ${i + 1}`,
    weight: ['light', 'medium', 'heavy'][i % 3] ?? 'light',
    is_artifact: i % 4 === 0,
    tags: i % 5 === 0 ? ['archery (long)', 'powerful', 'flame'] : ['lethal', 'balanced', 'paired'],
    ability: i % 7 === 0 ? 'martial arts (Snake Style)' : (abilities[i % 4] ?? 'melee'),
    bonus_accuracy: i % 2,
    bonus_damage: i % 3,
    bonus_overwhelming: 0,
    bonus_defense: i % 2,
    overrides: i % 6 === 0 ? { attack_attribute: { use: 'strength' } } : {},
  }))
  const charms = Array.from({ length: 100 }, (_, i) => ({
    charm_type: i % 10 === 0 ? 'MartialArts' : i % 9 === 0 ? 'Evocation' : 'Ability',
    ability: abilities[i % abilities.length] ?? null,
    keywords: i % 3 === 0 ? ['mute', 'excellency'] : ['uniform'],
  }))
  const merits = [
    { merit_name: 'Pain Tolerance', rating: 3 },
    { merit_name: 'Fast Reflexes', rating: 3 },
    { merit_name: 'Fleet of Foot', rating: 4 },
    { merit_name: 'Mighty Thew', rating: 2 },
    { merit_name: 'Danger Sense', rating: 3 },
    ...Array.from({ length: 15 }, (_, i) => ({ merit_name: `Resources ${i}`, rating: 2 })),
  ]
  const spells = [{ name: 'Invulnerable Skin of Bronze', control: true }]
  const poisons = [{ name: 'Nightshade', penalty: 2 }]
  // Whole rows, as the API serves them (every field at least at its default): the rules then
  // copy nothing, as in the app.
  return {
    character: withDefaults('character', character),
    weapons: rowsWithDefaults('weapon', weapons),
    merits: rowsWithDefaults('merit', merits),
    charms: rowsWithDefaults('charm', charms),
    spells: rowsWithDefaults('spell', spells),
    poisons: rowsWithDefaults('poison', poisons),
  } as CharacterInput
}

const sheet = largeSheet()
const weaponCount = Object.keys(characterStatDetails(sheet).weapons).length
let sink = 0
for (let i = 0; i < WARMUP_CALLS; i++) sink += characterStats(sheet).soak

const times: number[] = []
const cpuBefore = process.cpuUsage()
for (let i = 0; i < calls; i++) {
  const start = performance.now()
  sink += characterStats(sheet).soak
  times.push(performance.now() - start)
}
const cpu = process.cpuUsage(cpuBefore)
// CPU time is what the process itself spent; on a shared machine wall time also includes
// waiting for a core, which this separates out.
const cpuPerCall = (cpu.user + cpu.system) / 1000 / calls
times.sort((a, b) => a - b)
const median = percentile(times, 0.5)
const p99 = percentile(times, 0.99)
const mean = times.reduce((sum, t) => sum + t, 0) / times.length

console.log(`characterStats: ${weaponCount} weapons, ${sheet.charms.length} charms, ${calls} calls`)
console.log(`  median ${(median * 1000).toFixed(1)} µs`)
console.log(`  p99    ${(p99 * 1000).toFixed(1)} µs`)
console.log(`  mean   ${(mean * 1000).toFixed(1)} µs`)
console.log(`  cpu    ${(cpuPerCall * 1000).toFixed(1)} µs per call (process CPU time)`)
console.log(`  budget ${BUDGET_MS * 1000} µs median: ${median < BUDGET_MS ? 'met' : 'MISSED'}`)
if (sink === 0) console.log('(no soak computed)')
if (median >= BUDGET_MS && !QUICK) process.exitCode = 1

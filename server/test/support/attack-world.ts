import type { RandomInt, RollRecord } from '@loom/core'
import { seededRandom } from '@loom/core'
import { type CombatWorld, combatDone, combatWorld } from './combat-world.ts'
import { type Caller, call, created } from './item-requests.ts'
import { recordingPublisher } from './recorded-changes.ts'
import { type TestApp, useTestApp } from './test-app.ts'
import { forEachEngine } from './test-engines.ts'

/**
 * Dice a test sets face by face, as a table's physical dice: `show(…)` queues faces for the
 * next rolls. A roll the test set no faces for takes them from a seeded generator, so tests
 * that only care who may attack need not script the dice.
 */
export function scriptedDice() {
  const queued: number[] = []
  const fallback = seededRandom(14)
  const random: RandomInt = (sides) => queued.shift() ?? fallback(sides)
  return {
    random,
    show(...faces: number[]) {
      queued.push(...faces)
    },
    /** Faces queued and not rolled: a test that rolled what it set leaves none. */
    left: () => queued.length,
    clear() {
      queued.length = 0
    },
  }
}

export type ScriptedDice = ReturnType<typeof scriptedDice>

/** `count` dice showing `face`. */
export const many = (count: number, face: number): number[] =>
  Array.from({ length: count }, () => face)

/** Declares tests once per engine, on an app with recorded changes and scripted dice. */
export function forEachEngineWithDice(
  define: (t: TestApp, changes: ReturnType<typeof recordingPublisher>, dice: ScriptedDice) => void,
): void {
  forEachEngine((engine) => {
    const changes = recordingPublisher()
    const dice = scriptedDice()
    define(useTestApp(engine, { changes, dice: dice.random }), changes, dice)
  })
}

/**
 * The combat world ready for attacks, everyone in combat:
 * - the player's Solar hero (Strength 2, Dexterity 3, Melee 3) with a light Sword: withering
 *   10 dice, decisive 6, damage 9, Overwhelming 1, Parry 3; Evasion 2 (Dodge 0); soak 1;
 *   Initiative 8 (Join Battle 5 successes);
 * - the storyteller's Bandit qc (Evasion 1, Parry 1, soak 1, Hardness 0) with a Club
 *   (7 dice, damage 10, Overwhelming 1), Initiative 6; and Bandit #2, a copy of it, Initiative 5;
 * - the player's Band battlegroup (size 1, Magnitude 8 of 8, Evasion 1 + 1 drill, soak 1 + 1)
 *   with Spears (5 + 1 dice, damage 6 + 1), Initiative 4.
 */
export async function attackWorld(t: TestApp) {
  const world = await combatWorld(t)
  const patched = await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
    attr_strength: 2,
    attr_dexterity: 3,
    abil_melee: 3,
  })
  if (patched.statusCode !== 200) throw new Error(`PATCH hero answered ${patched.body}`)
  const sword = await created(t, world.player, `/api/v1/characters/${world.hero.id}/weapons`, {
    weapon: { name: 'Sword', weight: 'light', ability: 'melee' },
  })
  const club = await created(t, world.st, `/api/v1/qcs/${world.qc.id}/qc_attacks`, {
    qc_attack: { name: 'Club', pool: 7, damage: 10, overwhelming: 1 },
  })
  const spears = await created(
    t,
    world.player,
    `/api/v1/battlegroups/${world.band.id}/qc_attacks`,
    {
      qc_attack: { name: 'Spears', pool: 5, damage: 6, overwhelming: 1 },
    },
  )
  for (const [combatant, successes] of [
    [world.hero, 5],
    [world.qc, 3],
    [world.actor, 2],
    [world.band, 1],
  ] as const) {
    await combatDone(t, world.st, world, 'combat/join_battle', { combatant, successes })
  }
  return {
    ...world,
    sword: sword.id as number,
    club: club.id as number,
    spears: spears.id as number,
  }
}

export type AttackWorld = Awaited<ReturnType<typeof attackWorld>>

export const attackPath = (world: CombatWorld) =>
  `/api/v1/chronicles/${world.chronicle.id}/combat/attack`

/** POSTs an attack. */
export function attack(t: TestApp, as: Caller | null, world: CombatWorld, body: unknown) {
  return call(t, as, 'POST', attackPath(world), body)
}

/** An attack that must be resolved; answers what the route answered. */
export async function attacked(
  t: TestApp,
  as: Caller,
  world: CombatWorld,
  body: unknown,
): Promise<{
  resolution: Record<string, unknown>
  rolls: RollRecord[]
  changes: {
    type: string
    id: number
    before: Record<string, unknown>
    after: Record<string, unknown>
  }[]
}> {
  const response = await attack(t, as, world, body)
  if (response.statusCode !== 201) {
    throw new Error(`attack answered ${response.statusCode}: ${response.body}`)
  }
  return response.json()
}

/** The chronicle's attack history and roll log, to show that a refusal wrote nothing. */
export async function attackTables(t: TestApp) {
  return {
    rolls: await t.db.selectFrom('rolls').selectAll().orderBy('id').execute(),
    combat_resolutions: await t.db
      .selectFrom('combat_resolutions')
      .selectAll()
      .orderBy('id')
      .execute(),
  }
}

import { type BattlegroupInput, battlegroupStatDetails } from '../rules/battlegroup.ts'
import type { CharacterInput } from '../rules/character-context.ts'
import { characterStatDetails } from '../rules/character-stats.ts'
import { type QcInput, qcStatDetails } from '../rules/qc.ts'
import { uniqueKeys } from '../rules/record-keys.ts'
import type {
  CharacterSheet,
  CharmInput,
  MeritInput,
  QcAttackInput,
  WeaponInput,
} from '../rules/sheet-input.ts'
import { type ExcellencyDetail, type StatDetail, sumOf } from '../rules/stat-detail.ts'
import { damageType, type WeaponTags } from '../rules/weapon-tags.ts'
import { withDefaults } from '../schemas/kind-defaults.ts'
import { listsUnder } from '../schemas/kind-tree.ts'
import type { CombatantKind } from '../vocabulary/combatants.ts'
import { RANGE_BANDS, type RangeBand } from '../vocabulary/range-bands.ts'
import { combatActorSheet } from './combat-actor-sheet.ts'
import type { DamageKind, Fighter, FighterAttack } from './fighter.ts'
import { type Participant, participantOf } from './participant.ts'

/**
 * Builds a Fighter from a combatant's sheet with the rules engine (characterStatDetails,
 * qcStatDetails, battlegroupStatDetails), so an attack uses the numbers the sheet shows. The
 * sheet is read with no onslaught: resolution applies the current onslaught to defences itself.
 */

type WithId<T> = T & { readonly id: number }
type QcAttackRow = WithId<QcAttackInput> & { readonly tags?: WeaponTags }

/**
 * Weapons and attacks that name no damage type deal lethal damage, as most weapons in the
 * game do (docs/rules.md, "Combat resolution"); a `bashing` or `aggravated` tag says otherwise.
 */
function damageKind(tags: WeaponTags): DamageKind {
  return (damageType(tags)?.toLowerCase() as DamageKind | undefined) ?? 'lethal'
}

/** A damage figure before its floor: what goes into raw damage, before soak. */
function unfloored(figure: StatDetail): number {
  return sumOf(figure.parts) + sumOf(figure.bonuses)
}

const NO_ONSLAUGHT = { onslaught: 0 } as const

function fighterBase(participant: Participant) {
  const { kind, id, name, initiative, in_combat, has_acted, onslaught, crashed_by, crash_turns } =
    participant
  const { grappling, grappled_by, control_rounds, grapple_restrained, mounted } = participant
  return {
    kind,
    id,
    name,
    initiative,
    in_combat,
    has_acted,
    onslaught,
    crashed_by,
    crash_turns,
    grappling,
    grappled_by,
    control_rounds,
    grapple_restrained,
    mounted,
    side: participant.side,
    health: participant.health,
  }
}

export function characterFighter(
  participant: Participant,
  input: Omit<CharacterInput, 'weapons'> & { readonly weapons: readonly WithId<WeaponInput>[] },
): Fighter {
  const details = characterStatDetails({
    ...input,
    character: { ...withDefaults('character', input.character), ...NO_ONSLAUGHT },
  })
  const keys = uniqueKeys(input.weapons.map((weapon) => weapon.name))
  const attacks: FighterAttack[] = []
  const parries: Fighter['parries'][number][] = []
  input.weapons.forEach((weapon, index) => {
    const stats = details.weapons[keys[index] ?? weapon.name]
    if (stats === undefined) return
    let bands: Partial<Record<RangeBand, number>> | null = null
    if (stats.ranged !== null) {
      bands = {}
      for (const band of RANGE_BANDS) {
        if (stats.ranged.available.includes(band)) bands[band] = stats.ranged.bands[band].total
      }
    }
    const { tags } = withDefaults('weapon', weapon)
    attacks.push({
      id: weapon.id,
      name: weapon.name,
      withering: stats.withering_attack.total,
      bands,
      decisive: stats.decisive_attack.total,
      damage: unfloored(stats.withering_damage),
      overwhelming: stats.overwhelming.total,
      damage_type: damageKind(tags),
      tags,
      excellency: stats.withering_attack.excellency,
    })
    if (!stats.is_ranged) {
      parries.push({ weapon_id: weapon.id, name: weapon.name, value: stats.parry.total })
    }
  })
  return {
    ...fighterBase(participant),
    attacks,
    evasion: details.ratings.evasion.total,
    parries,
    soak: details.soak.soak.total,
    hardness: details.hardness.total,
    join_battle: details.pools.join_battle.total,
    grapple_control: details.pools.grapple_control.total,
    battlegroup: null,
  }
}

/** A qc's or battlegroup's attack as its stat details give it. */
interface AttackFigures {
  readonly pool: number
  readonly damage: number
  readonly overwhelming: number
  readonly excellency: ExcellencyDetail | undefined
}

function qcAttacks(
  rows: readonly QcAttackRow[],
  figures: Readonly<Record<string, AttackFigures>>,
): FighterAttack[] {
  const keys = uniqueKeys(rows.map((row) => row.name))
  return rows.flatMap((row, index) => {
    const figure = figures[keys[index] ?? row.name]
    if (figure === undefined) return []
    return [
      {
        id: row.id,
        name: row.name,
        withering: figure.pool,
        bands: null,
        // A quick character's attack pool serves both kinds of attack (docs/rules.md).
        decisive: figure.pool,
        damage: figure.damage,
        overwhelming: figure.overwhelming,
        damage_type: damageKind(row.tags ?? []),
        tags: row.tags ?? [],
        excellency: figure.excellency,
      },
    ]
  })
}

export function qcFighter(
  participant: Participant,
  input: Omit<QcInput, 'qc' | 'qc_attacks'> & {
    readonly qc: QcInput['qc']
    readonly qc_attacks: readonly QcAttackRow[]
  },
): Fighter {
  const qc = { ...withDefaults('qc', input.qc), ...NO_ONSLAUGHT }
  const details = qcStatDetails({ ...input, qc })
  const figures = Object.fromEntries(
    Object.entries(details.attacks).map(([key, attack]) => [
      key,
      {
        pool: attack.pool.total,
        damage: attack.damage,
        overwhelming: attack.overwhelming,
        excellency: attack.pool.excellency,
      },
    ]),
  )
  return {
    ...fighterBase(participant),
    attacks: qcAttacks(input.qc_attacks, figures),
    evasion: details.ratings.evasion.total,
    parries: [{ weapon_id: null, name: 'Parry', value: details.ratings.parry.total }],
    soak: details.soak.total,
    hardness: details.hardness.total,
    join_battle: details.pools.join_battle.total,
    grapple_control: details.pools.grapple_control.total,
    battlegroup: null,
  }
}

export function battlegroupFighter(
  participant: Participant,
  input: Omit<BattlegroupInput, 'battlegroup' | 'qc_attacks'> & {
    readonly battlegroup: BattlegroupInput['battlegroup'] & {
      readonly magnitude: number
    }
    readonly qc_attacks: readonly QcAttackRow[]
  },
): Fighter {
  const bg = { ...withDefaults('battlegroup', input.battlegroup), ...NO_ONSLAUGHT }
  const details = battlegroupStatDetails({ ...input, battlegroup: bg })
  const figures = Object.fromEntries(
    Object.entries(details.attacks).map(([key, attack]) => [
      key,
      {
        pool: attack.pool.total,
        damage: attack.damage.total,
        overwhelming: attack.overwhelming,
        excellency: attack.pool.excellency,
      },
    ]),
  )
  return {
    ...fighterBase(participant),
    attacks: qcAttacks(input.qc_attacks, figures),
    evasion: details.evasion.total,
    parries: [{ weapon_id: null, name: 'Parry', value: details.parry.total }],
    soak: details.soak.total,
    hardness: details.hardness.total,
    join_battle: details.join_battle.total,
    // A battlegroup is not grappled, nor does it grapple (grapple-gambit.ts).
    grapple_control: 0,
    battlegroup: {
      size: bg.size,
      magnitude: bg.magnitude,
      health_levels: bg.health_levels,
      perfect_morale: bg.perfect_morale,
    },
  }
}

type FullItem = Readonly<Record<string, unknown>>

/** A full item's child list, or none. */
function list<T>(item: FullItem, name: string): readonly T[] {
  const rows = item[name]
  return Array.isArray(rows) ? (rows as T[]) : []
}

/** A character stored as a full item, as the rules engine reads it. */
export function characterInputOf(item: FullItem): CharacterInput & {
  readonly weapons: readonly WithId<WeaponInput>[]
  readonly merits: readonly (MeritInput & { merit_name: string })[]
} {
  return {
    character: item as unknown as CharacterSheet,
    weapons: list<WithId<WeaponInput>>(item, 'weapons'),
    merits: list<MeritInput & { merit_name: string }>(item, 'merits'),
    charms: listsUnder('charm', 'character').flatMap((name) => list<CharmInput>(item, name)),
    spells: list(item, 'spells'),
    poisons: list(item, 'poisons'),
  }
}

/** A qc stored as a full item, as the rules engine reads it. */
export function qcInputOf(item: FullItem): QcInput {
  return {
    qc: item as unknown as QcInput['qc'],
    qc_merits: list(item, 'qc_merits'),
    qc_attacks: list(item, 'qc_attacks'),
    poisons: list(item, 'poisons'),
  }
}

/** What a combat actor stands for: the qc or battlegroup it copies, as a full item. */
export interface FighterSource {
  readonly kind: 'qc' | 'battlegroup'
  readonly item: FullItem
}

/**
 * The fighter of a combatant stored as a full item (the entity with its child lists, as the
 * item routes answer it). A combat actor needs its `source`: it fights with the source's sheet
 * and attacks under its own combat state, damage and poisons.
 */
export function fighterOf(
  kind: CombatantKind,
  item: FullItem,
  source: FighterSource | null = null,
): Fighter {
  if (kind === 'character') {
    const input = characterInputOf(item)
    return characterFighter(participantOf('character', item, { merits: input.merits }), input)
  }
  const sourceKind = kind === 'combat_actor' ? (source?.kind ?? 'qc') : kind
  const sheet =
    kind === 'combat_actor' && source !== null ? combatActorSheet(source.item, item) : item
  const stats = kind === 'combat_actor' ? (source?.item ?? {}) : item
  // A copy with no name of its own goes by its source's (combatActorSheet).
  const participant = participantOf(
    kind,
    { ...item, name: sheet.name },
    {
      source: source?.item,
      sourceKind: source?.kind,
    },
  )
  if (sourceKind === 'battlegroup') {
    return battlegroupFighter(participant, {
      battlegroup: sheet as unknown as Parameters<typeof battlegroupFighter>[1]['battlegroup'],
      qc_attacks: list(stats, 'qc_attacks'),
      poisons: list(item, 'poisons'),
    })
  }
  return qcFighter(participant, {
    qc: sheet as unknown as Parameters<typeof qcFighter>[1]['qc'],
    qc_merits: list(stats, 'qc_merits'),
    qc_attacks: list(stats, 'qc_attacks'),
    poisons: list(item, 'poisons'),
  })
}

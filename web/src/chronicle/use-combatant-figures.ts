import {
  type Battlegroup,
  battlegroupStatDetails,
  type CombatantKind,
  combatActorSheet,
  drillLabel,
  grapplePenalty,
  type HealthTrack,
  MOUNTED_ATTACK_BONUS,
  MOUNTED_BATTLEGROUP_BONUS,
  MOUNTED_DEFENCE_BONUS,
  motesAvailable,
  type Penalties,
  type Qc,
  qcStatDetails,
  type StatDetail,
  withDefaults,
} from '@loom/core'
import { useMemo } from 'react'
import { shallowEqual } from 'react-redux'
import type { Row } from '../api/types.ts'
import { bestParry, NO_BEST_PARRY } from '../character/best-parry.ts'
import { selectCharacterView } from '../character/character-view.ts'
import { describeCharacter } from '../characters/describe-character.ts'
import { childIds, inRankOrder } from '../sheet/child-rows.ts'
import type { Kind } from '../store/entities/kinds.ts'
import { useAppSelector } from '../store/hooks.ts'

/**
 * What a chronicle card shows of one combatant: its defences, resources and health as the
 * rules engine works them out. A combat actor is its qc or battlegroup with its own damage,
 * onslaught, motes, willpower and anima.
 */
export interface Figure {
  readonly label: string
  readonly value: number | string
  readonly testId: string
}

/** What the fight changes that no figure shows, as a chip. */
export interface Adjustment {
  readonly label: string
  /** What it means, for a tooltip. */
  readonly title: string
  readonly testId: string
}

export interface Pool {
  readonly current: number
  readonly total: number
  readonly committed: number
}

export interface CombatantFigures {
  readonly subtitle: string
  /** The Join Battle pool as the rules explain it, for the roll dialog. */
  readonly joinBattle: StatDetail | null
  readonly figures: readonly Figure[]
  readonly penalties: readonly string[]
  /** A grapple's penalty on attacks, riding a mount. */
  readonly adjustments: readonly Adjustment[]
  readonly personal: Pool | null
  readonly peripheral: Pool | null
  readonly willpower: { readonly current: number; readonly permanent: number } | null
  readonly track: HealthTrack | null
  readonly magnitude: { readonly current: number; readonly total: number } | null
}

function penaltyLines(penalties: Penalties): string[] {
  const lines: string[] = []
  if (penalties.mobility > 0) lines.push(`Mobility -${penalties.mobility}`)
  if (penalties.onslaught > 0) lines.push(`Onslaught -${penalties.onslaught}`)
  if (penalties.wound > 0) lines.push(`Wound -${penalties.wound}`)
  if (penalties.poison > 0) lines.push(`Poison -${penalties.poison}`)
  return lines
}

function poolOf(
  sheet: Readonly<Record<string, unknown>>,
  pool: 'personal' | 'peripheral',
): Pool | null {
  const total = Number(sheet[`motes_${pool}_total`] ?? 0)
  if (total <= 0) return null
  const committed = Array.isArray(sheet.motes_committed)
    ? (sheet.motes_committed as { pool: string; motes: number }[])
    : []
  return {
    current: Number(sheet[`motes_${pool}_current`] ?? 0),
    total,
    committed: total - motesAvailable(total, committed, pool),
  }
}

/**
 * The rows `parent` lists under `assoc`, in rank order. The selection is compared row by
 * row, so it stays the same array (and the figures built on it stay as they were) while
 * rows of other combatants change.
 */
function useOwnChildRows(parent: Row | undefined, assoc: string, kind: Kind): Row[] {
  const rows = useAppSelector((state) => {
    const table = state.entities.current.byKind[kind].entities
    return childIds(parent, assoc).flatMap((id) => table[id] ?? [])
  }, shallowEqual)
  return useMemo(() => inRankOrder(rows), [rows])
}

export interface CombatantChildren {
  readonly attacks: readonly Row[]
  readonly merits: readonly Row[]
  readonly poisons: readonly Row[]
}

/**
 * The attacks and merits of a combatant's stat block and the poisons on the combatant
 * itself (a combat actor carries its own), each in rank order.
 */
export function useCombatantChildren(
  kind: CombatantKind,
  row: Row,
  source: Row | undefined,
): CombatantChildren {
  const attacks = useOwnChildRows(source, 'qc_attacks', 'qc_attacks')
  const merits = useOwnChildRows(source, 'qc_merits', 'qc_merits')
  const poisons = useOwnChildRows(kind === 'combat_actor' ? row : source, 'poisons', 'poisons')
  return useMemo(() => ({ attacks, merits, poisons }), [attacks, merits, poisons])
}

const NOTHING: CombatantFigures = {
  subtitle: '',
  joinBattle: null,
  figures: [],
  penalties: [],
  adjustments: [],
  personal: null,
  peripheral: null,
  willpower: null,
  track: null,
  magnitude: null,
}

/** The figures that are Defences, which a grapple lowers. */
const DEFENCE_FIGURES: ReadonlySet<string> = new Set(['evasion', 'parry'])

const MOUNTED_TITLE = `+${MOUNTED_ATTACK_BONUS} die on close-range withering attacks against a foe on foot (+${MOUNTED_BATTLEGROUP_BONUS} against a battlegroup), +${MOUNTED_DEFENCE_BONUS} Defence against close-range attacks from a foe on foot`

/** A rider's chip, with its mount's speed bonus to rush and disengage when it has one. */
function mountedAdjustment(speed: number): Adjustment {
  return speed > 0
    ? {
        label: `Mounted · speed +${speed}`,
        title: `${MOUNTED_TITLE}; +${speed} dice on rush and disengage`,
        testId: 'mounted-chip',
      }
    : { label: 'Mounted', title: MOUNTED_TITLE, testId: 'mounted-chip' }
}

/**
 * The figures as the fight stands for the combatant: in a grapple its Defences lowered by
 * core's `grapplePenalty`, as every attack on it applies them, and the held one's fewer dice;
 * a rider's mount.
 */
function inTheFight(figures: CombatantFigures, row: Row): CombatantFigures {
  const penalty = grapplePenalty({
    grappling: String(row.grappling ?? ''),
    grappled_by: String(row.grappled_by ?? ''),
  })
  const adjustments: Adjustment[] = []
  if (penalty.attackDice > 0) {
    adjustments.push({
      label: `−${penalty.attackDice} die on attacks (held)`,
      title: 'Held in a grapple: its attacks roll fewer dice',
      testId: 'held-attacks',
    })
  }
  if (row.mounted === true) adjustments.push(mountedAdjustment(Number(row.mount_speed_bonus ?? 0)))
  if (penalty.defence === 0 && adjustments.length === 0) return figures
  return {
    ...figures,
    figures: figures.figures.map((figure) =>
      penalty.defence > 0 && DEFENCE_FIGURES.has(figure.testId) && typeof figure.value === 'number'
        ? {
            ...figure,
            label: `${figure.label} (grappling −${penalty.defence})`,
            value: Math.max(0, figure.value - penalty.defence),
          }
        : figure,
    ),
    adjustments,
  }
}

/** The figures of a character, qc, battlegroup or combat actor row. */
export function useCombatantFigures(kind: CombatantKind, row: Row): CombatantFigures {
  const character = useAppSelector((state) =>
    kind === 'character' ? selectCharacterView(state, row.id) : undefined,
  )
  const sourceIsBattlegroup =
    kind === 'battlegroup' || (kind === 'combat_actor' && row.actor_type === 'battlegroup')
  const sourceId = kind === 'combat_actor' ? Number(row.actor_id) : row.id
  const source = useAppSelector((state) =>
    kind === 'character'
      ? undefined
      : state.entities.current.byKind[sourceIsBattlegroup ? 'battlegroups' : 'qcs'].entities[
          sourceId
        ],
  )
  const { attacks, merits, poisons } = useCombatantChildren(kind, row, source)

  const fromSheet = useMemo((): CombatantFigures => {
    if (kind === 'character') {
      if (!character) return NOTHING
      const { details } = character
      const sheet = character.character
      const parry = bestParry(details)?.parry.total ?? NO_BEST_PARRY
      // Effects may raise the mote totals: the card shows the rules engine's.
      const withMoteTotals = {
        ...sheet,
        motes_personal_total: details.motes.personal_total,
        motes_peripheral_total: details.motes.peripheral_total,
      }
      return {
        subtitle: describeCharacter(sheet),
        joinBattle: details.pools.join_battle,
        figures: [
          { label: 'Evasion', value: details.ratings.evasion.total, testId: 'evasion' },
          { label: 'Best Parry', value: parry, testId: 'parry' },
          { label: 'Soak', value: details.soak.soak.total, testId: 'soak' },
          { label: 'Hardness', value: details.hardness.total, testId: 'hardness' },
        ],
        penalties: penaltyLines(details.penalties),
        adjustments: [],
        personal: poolOf(withMoteTotals, 'personal'),
        peripheral: poolOf(withMoteTotals, 'peripheral'),
        willpower: {
          current: Number(sheet.willpower_temporary),
          permanent: Number(sheet.willpower_permanent),
        },
        track: details.health_track,
        magnitude: null,
      }
    }
    if (!source) return { ...NOTHING, subtitle: 'Its stat block is not shared with you' }
    // A combat actor is its qc or battlegroup with its own combat state, damage and resources.
    const own = kind === 'combat_actor' ? combatActorSheet(source, row) : source
    if (sourceIsBattlegroup) {
      const sheet = withDefaults('battlegroup', own as Battlegroup)
      const details = battlegroupStatDetails({
        battlegroup: sheet,
        qc_attacks: attacks as never,
        poisons: poisons as never,
      })
      return {
        ...NOTHING,
        subtitle: `Size ${sheet.size}, ${drillLabel(sheet.drill)} drill${sheet.might > 0 ? `, Might ${sheet.might}` : ''}`,
        joinBattle: details.join_battle,
        figures: [
          { label: 'Evasion', value: details.evasion.total, testId: 'evasion' },
          { label: 'Parry', value: details.parry.total, testId: 'parry' },
          { label: 'Soak', value: details.soak.total, testId: 'soak' },
          { label: 'Hardness', value: details.hardness.total, testId: 'hardness' },
        ],
        penalties: penaltyLines(details.penalties),
        willpower: { current: sheet.willpower_temporary, permanent: sheet.willpower_permanent },
        magnitude: { current: sheet.magnitude, total: details.magnitude_total },
      }
    }
    const sheet = withDefaults('qc', own as Qc)
    const details = qcStatDetails({
      qc: sheet,
      qc_merits: merits as never,
      qc_attacks: attacks as never,
      poisons: poisons as never,
    })
    const description = String(source.description ?? '')
    return {
      subtitle: description.length > 160 ? `${description.slice(0, 160)}…` : description,
      joinBattle: details.pools.join_battle,
      figures: [
        { label: 'Evasion', value: details.ratings.evasion.total, testId: 'evasion' },
        { label: 'Parry', value: details.ratings.parry.total, testId: 'parry' },
        { label: 'Soak', value: details.soak.total, testId: 'soak' },
        { label: 'Hardness', value: details.hardness.total, testId: 'hardness' },
      ],
      penalties: penaltyLines(details.penalties),
      adjustments: [],
      personal: poolOf(sheet, 'personal'),
      peripheral: poolOf(sheet, 'peripheral'),
      willpower: { current: sheet.willpower_temporary, permanent: sheet.willpower_permanent },
      track: details.health_track,
      magnitude: null,
    }
  }, [kind, row, character, source, sourceIsBattlegroup, attacks, merits, poisons])
  return useMemo(() => inTheFight(fromSheet, row), [fromSheet, row])
}

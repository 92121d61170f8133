import type { RollKind } from './custom-excellency.ts'
import { halfDown } from './rounding.ts'
import type { QcSheet } from './sheet-input.ts'
import type { ExcellencyDetail } from './stat-detail.ts'

/** A QC's excellency setting; "" (or anything unknown) means none. */
export const QC_EXCELLENCIES = ['solar', 'dragonblood', 'lunar', 'sidereal', 'liminal'] as const
export type QcExcellency = (typeof QC_EXCELLENCIES)[number]

/** Caps by tier of the entered value: pools ≤2 / 3–6 / 7–10 / 11+, ratings ≤1 / 2–3 / 4–5 / 6+. */
type Tiers = readonly [number, number, number, number]

interface TieredCaps {
  readonly pool: Tiers
  readonly static: Tiers
  readonly stunt?: { readonly pool: Tiers; readonly static: Tiers }
  /** Liminal caps grow above Glowing: pools by Essence, ratings by half Essence (down). */
  readonly liminal?: true
}

const TABLE: Readonly<Record<Exclude<QcExcellency, 'sidereal'>, TieredCaps>> = {
  solar: { pool: [2, 5, 7, 10], static: [0, 1, 3, 5] },
  dragonblood: { pool: [0, 2, 4, 6], static: [0, 1, 2, 3] },
  lunar: {
    pool: [1, 2, 4, 5],
    static: [0, 1, 2, 2],
    stunt: { pool: [1, 4, 7, 10], static: [1, 2, 4, 5] },
  },
  liminal: { pool: [1, 2, 4, 5], static: [0, 1, 2, 2], liminal: true },
}

const TIER_LIMITS: Readonly<Record<RollKind, readonly number[]>> = {
  pool: [2, 6, 10],
  static: [1, 3, 5],
}

function tier(value: number, kind: RollKind): number {
  const index = TIER_LIMITS[kind].findIndex((limit) => value <= limit)
  return index < 0 ? 3 : index
}

function qcExcellencyKind(setting: string): QcExcellency | null {
  const name = setting.trim().toLowerCase()
  return (QC_EXCELLENCIES as readonly string[]).includes(name) ? (name as QcExcellency) : null
}

type QcExcellencySheet = Pick<QcSheet, 'excellency' | 'essence' | 'anima_level'>

const NONE: ExcellencyDetail = { cap: 0, cost: 0, stunt: 0, stunt_cost: 0 }

/**
 * A QC's excellency for an entered value (before penalties). Sidereal QCs get Essence; only
 * Lunar QCs have a stunt cap. Dice cost a mote each, rating points two.
 */
export function qcExcellency(
  qc: QcExcellencySheet,
  entered: number,
  kind: RollKind,
): ExcellencyDetail {
  const setting = qcExcellencyKind(qc.excellency)
  if (setting === null) return NONE
  let cap: number
  let stunt = 0
  if (setting === 'sidereal') {
    cap = qc.essence
  } else {
    const caps = TABLE[setting]
    const at = tier(entered, kind)
    cap = caps[kind][at] ?? 0
    stunt = caps.stunt?.[kind][at] ?? 0
    if (caps.liminal && qc.anima_level > 1) {
      cap += kind === 'pool' ? qc.essence : halfDown(qc.essence)
    }
  }
  const perPoint = kind === 'pool' ? 1 : 2
  return { cap, cost: cap * perPoint, stunt, stunt_cost: stunt * perPoint }
}

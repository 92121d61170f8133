import { BONFIRE } from './anima.ts'
import { type MotePool, motesAvailable } from './motes.ts'
import type { MoteCommitment } from './sheet-input.ts'

/** A commitment as sheets store it in `motes_committed`. */
export interface StoredCommitment extends MoteCommitment {
  readonly id: string
  readonly pool: MotePool
  readonly label: string
  /** Ends with the scene (the storyteller's End Scene releases it). */
  readonly scenelong?: boolean
}

/** One mote pool of a character or QC, as a spend sees it. */
export interface MotePoolState {
  readonly pool: MotePool
  readonly current: number
  readonly total: number
  readonly committed: readonly StoredCommitment[]
  readonly animaLevel: number
  /** Whether spending from this pool can flare the anima (Exalts' peripheral motes). */
  readonly hasAnima: boolean
}

interface MoteSpend {
  /** Positive spends, negative recovers. */
  readonly amount: number
  readonly commit?: { readonly id: string; readonly label: string; readonly scenelong: boolean }
  /** Mute spends leave the anima where it is. */
  readonly mute: boolean
}

/** How far the amount may go: up to the current pool, down to recovering the uncommitted pool. */
export function moteSpendRange(state: MotePoolState): { min: number; max: number } {
  const available = motesAvailable(state.total, state.committed, state.pool)
  return { min: Math.min(0, state.current - available), max: state.current }
}

/** Every 5 peripheral motes spent at once raise the anima a level, up to Bonfire. */
export function animaAfter(state: MotePoolState, spend: MoteSpend): number {
  if (!state.hasAnima || state.pool !== 'peripheral' || spend.mute || spend.amount < 5) {
    return state.animaLevel
  }
  return Math.min(state.animaLevel + Math.floor(spend.amount / 5), BONFIRE)
}

/**
 * The fields a spend changes: the pool's current motes, a new commitment, the anima level.
 * The amount is first held within `moteSpendRange`.
 */
export function moteSpendChanges(state: MotePoolState, spend: MoteSpend): Record<string, unknown> {
  const { min, max } = moteSpendRange(state)
  const amount = Math.min(Math.max(spend.amount, min), max)
  const changes: Record<string, unknown> = {
    [`motes_${state.pool}_current`]: Math.max(state.current - amount, 0),
  }
  if (spend.commit && amount > 0) {
    const commitment: StoredCommitment = {
      id: spend.commit.id,
      pool: state.pool,
      label: spend.commit.label,
      motes: amount,
      scenelong: spend.commit.scenelong,
    }
    changes.motes_committed = [...state.committed, commitment]
  }
  const anima = animaAfter(state, { ...spend, amount })
  if (anima !== state.animaLevel) changes.anima_level = anima
  return changes
}

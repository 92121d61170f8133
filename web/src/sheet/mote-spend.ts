import { BONFIRE, type MoteCommitment, type MotePool, motesAvailable } from '@loom/core'

/** A commitment as the sheet stores it. */
export interface StoredCommitment extends MoteCommitment {
  id: string
  pool: MotePool
  label: string
  motes: number
  scenelong?: boolean
}

export interface MotePoolState {
  pool: MotePool
  current: number
  total: number
  committed: readonly StoredCommitment[]
  animaLevel: number
  /** Whether spending from this pool can flare the anima (Exalts' peripheral motes). */
  hasAnima: boolean
}

export interface MoteSpend {
  /** Positive spends, negative recovers. */
  amount: number
  commit?: { id: string; label: string; scenelong: boolean }
  mute: boolean
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

/** The fields a spend changes: the pool, a new commitment, the anima level. */
export function moteSpendChanges(state: MotePoolState, spend: MoteSpend): Record<string, unknown> {
  const { min, max } = moteSpendRange(state)
  const amount = Math.min(Math.max(spend.amount, min), max)
  const changes: Record<string, unknown> = {
    [`motes_${state.pool}_current`]: Math.max(state.current - amount, 0),
  }
  if (spend.commit && amount > 0) {
    changes.motes_committed = [
      ...state.committed,
      {
        id: spend.commit.id,
        pool: state.pool,
        label: spend.commit.label,
        motes: amount,
        scenelong: spend.commit.scenelong,
      },
    ]
  }
  const anima = animaAfter(state, { ...spend, amount })
  if (anima !== state.animaLevel) changes.anima_level = anima
  return changes
}

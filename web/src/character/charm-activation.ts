import type { MotePool, MotePoolState, StoredCommitment } from '@loom/core'
import type { CharacterView } from './character-view.ts'
import { typeDisplay } from './type-display.ts'

/** The motes in a Charm's cost ("5m, 1wp" is 5; "—" or "1wp" is 0). */
export function costMotes(cost: string): number {
  const found = /(\d+)\s*m\b/i.exec(cost)
  return found ? Number(found[1]) : 0
}

/** A character's mote pool as the spend dialog reads it. */
export function motePoolState(view: CharacterView, pool: MotePool): MotePoolState {
  const { character, details } = view
  return {
    pool,
    current:
      pool === 'personal' ? character.motes_personal_current : character.motes_peripheral_current,
    total: pool === 'personal' ? details.motes.personal_total : details.motes.peripheral_total,
    committed: character.motes_committed as StoredCommitment[],
    animaLevel: character.anima_level,
    hasAnima: typeDisplay(character.type).exalt,
  }
}

/** The pool a Charm's motes come from: peripheral while it holds enough, else personal. */
export function activationPool(view: CharacterView, motes: number): MotePool {
  const peripheral = motePoolState(view, 'peripheral')
  return peripheral.total > 0 && peripheral.current >= motes ? 'peripheral' : 'personal'
}

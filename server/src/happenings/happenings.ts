import type { Happening, HappeningAudience, RollRecord } from '@loom/core'

export type {
  AttackSummary,
  ExperienceAwardSummary,
  Happening,
  HappeningAudience,
} from '@loom/core'

/**
 * The seam between what happens in a chronicle and whoever keeps or passes it on (the session
 * log, a Discord webhook). Routes and commands `tell` a happening once its change committed;
 * listeners hear it after the request moved on, so a slow or failing listener never slows or
 * fails the request that told it: a listener's error is reported, not thrown.
 */
export interface Happenings {
  tell(happening: Happening): void
  listen(listener: (happening: Happening) => void | Promise<void>): void
  /** Settles once every listener has finished with everything told so far (tests, shutdown). */
  idle(): Promise<void>
}

export function createHappenings(
  reportError: (error: unknown, happening: Happening) => void = () => {},
): Happenings {
  const listeners: ((happening: Happening) => void | Promise<void>)[] = []
  const pending = new Set<Promise<void>>()
  const hear = async (listener: (happening: Happening) => void | Promise<void>, h: Happening) => {
    try {
      await listener(h)
    } catch (error) {
      reportError(error, h)
    }
  }
  return {
    tell(happening) {
      for (const listener of listeners) {
        // Heard on a later turn of the event loop: the request that told it answers first.
        const heard = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
          hear(listener, happening),
        )
        pending.add(heard)
        void heard.finally(() => pending.delete(heard))
      }
    },
    listen(listener) {
      listeners.push(listener)
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}

/** Used by commands and tests that tell nobody. */
export const silentHappenings: Happenings = {
  tell() {},
  listen() {},
  idle: async () => {},
}

/** Who may know of something that happened to an item: everyone, unless it is hidden. */
export function itemHappeningAudience(item: {
  readonly hidden?: unknown
  readonly player_id?: unknown
}): HappeningAudience {
  return item.hidden === true ? { storyteller_and: [Number(item.player_id)] } : 'chronicle'
}

/**
 * Who may know of a roll in a chronicle: a public one, everyone; a storyteller-only one, the
 * storyteller, its roller and the player whose combatant it was made against. A private roll is
 * its roller's alone (and its target's), which a happening cannot say without the storyteller,
 * so it is told only when the storyteller rolled it; null: not told.
 */
export function rollHappeningAudience(roll: RollRecord, stId: number): HappeningAudience | null {
  if (roll.visibility === 'public') return 'chronicle'
  const others = [roll.player_id, roll.target_player_id].filter(
    (id): id is number => id !== null && id !== stId,
  )
  if (roll.visibility === 'storyteller') return { storyteller_and: [...new Set(others)] }
  return roll.player_id === stId ? { storyteller_and: others } : null
}

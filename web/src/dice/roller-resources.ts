import { selectCharacterView } from '../character/character-view.ts'
import type { RootState } from '../store/app-state.ts'
import type { Roller } from './roller.ts'

/** What a roll may spend: motes in each pool the roller has (null without one), willpower. */
export interface RollerResources {
  readonly personal: number | null
  readonly peripheral: number | null
  readonly willpower: number | null
}

const NONE: RollerResources = { personal: null, peripheral: null, willpower: null }

const count = (value: unknown) => (typeof value === 'number' ? value : 0)

/** A pool the roller has (its total above 0): its current motes. */
const pool = (total: unknown, current: unknown) => (count(total) > 0 ? count(current) : null)

/**
 * The roller's motes and willpower as the store has them now. A character's pool totals come
 * from the rules (a canonical type's follow its Essence); a combat actor spends its own
 * motes from the pools of the stat block it copies.
 */
export function selectRollerResources(state: RootState, roller: Roller): RollerResources {
  const tables = state.entities.current.byKind
  switch (roller.kind) {
    case 'character': {
      const view = selectCharacterView(state, roller.id)
      if (!view) return NONE
      const { character, details } = view
      return {
        personal: pool(details.motes.personal_total, character.motes_personal_current),
        peripheral: pool(details.motes.peripheral_total, character.motes_peripheral_current),
        willpower: character.willpower_temporary,
      }
    }
    case 'qc': {
      const qc = tables.qcs.entities[roller.id]
      if (!qc) return NONE
      return {
        personal: pool(qc.motes_personal_total, qc.motes_personal_current),
        peripheral: pool(qc.motes_peripheral_total, qc.motes_peripheral_current),
        willpower: count(qc.willpower_temporary),
      }
    }
    case 'battlegroup': {
      const battlegroup = tables.battlegroups.entities[roller.id]
      return battlegroup ? { ...NONE, willpower: count(battlegroup.willpower_temporary) } : NONE
    }
    case 'combat_actor': {
      const actor = tables.combat_actors.entities[roller.id]
      if (!actor) return NONE
      const source =
        actor.actor_type === 'qc' ? tables.qcs.entities[Number(actor.actor_id)] : undefined
      return {
        personal: pool(source?.motes_personal_total, actor.motes_personal_current),
        peripheral: pool(source?.motes_peripheral_total, actor.motes_peripheral_current),
        willpower: count(actor.willpower_temporary),
      }
    }
  }
}

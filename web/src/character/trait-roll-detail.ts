import { characterTraitRoll, type StatDetail } from '@loom/core'
import { CHARM_ASSOCS, type CharacterView } from './character-view.ts'

/** An attribute + ability roll of the character as the rules give it (penalties, excellency). */
export function traitRollDetail(
  view: CharacterView,
  roll: { readonly attribute: string; readonly ability: string },
): StatDetail {
  return characterTraitRoll(
    {
      character: view.character,
      weapons: view.weapons,
      merits: view.merits,
      charms: CHARM_ASSOCS.flatMap((assoc) => view.charms[assoc]),
      spells: view.spells,
      poisons: view.poisons,
    },
    roll,
  )
}

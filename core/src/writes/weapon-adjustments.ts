import { isBolt, isSiege } from '../rules/weapon-tags.ts'
import type { CharacterFields } from '../schemas/character.ts'
import type { WeaponFields } from '../schemas/weapon.ts'

/** The wielder's traits a weapon's tags set it up from. */
export type Wielder = Pick<
  CharacterFields,
  'abil_archery' | 'abil_thrown' | 'attr_intelligence' | 'attr_perception'
>

/**
 * Tags that set a weapon up when they first appear (data-model §4.2): Elemental or Crypt Bolt
 * makes a light artifact thrown or shot with Essence damage; a siege tag makes a heavy War
 * engine aimed with Intelligence or Perception. Tags already there never overwrite what the
 * player set since. `previous` is null for a new weapon.
 */
export function adjustWeaponForTags(
  next: WeaponFields,
  previous: WeaponFields | null,
  wielder: Wielder,
): WeaponFields {
  let weapon = next
  if (isBolt(next.tags) && !(previous !== null && isBolt(previous.tags))) {
    weapon = {
      ...weapon,
      is_artifact: true,
      weight: 'light',
      ability: wielder.abil_archery > wielder.abil_thrown ? 'archery' : 'thrown',
      overrides: { ...weapon.overrides, damage_attribute: { use: 'essence' } },
    }
  }
  if (isSiege(next.tags) && !(previous !== null && isSiege(previous.tags))) {
    const aim = wielder.attr_intelligence >= wielder.attr_perception ? 'intelligence' : 'perception'
    weapon = {
      ...weapon,
      weight: 'heavy',
      ability: 'war',
      overrides: { ...weapon.overrides, attack_attribute: { use: aim } },
    }
  }
  return weapon
}

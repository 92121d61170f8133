import type { CraftProject } from '../schemas/extended-rolls.ts'
import type { SLOTTED_CATEGORIES } from './craft-project.ts'

/**
 * Project slots (docs/rules.md, Crafting): every major, superior or legendary project in
 * progress takes a slot of its own category; a basic project takes none. A crafter starts with
 * three major slots and no others (the character's `craft_slots_*` hold them).
 */
export type SlottedCategory = (typeof SLOTTED_CATEGORIES)[number]

export interface SlotUse {
  readonly used: number
  readonly total: number
}

export interface SlotHolder {
  readonly craft_projects: readonly Pick<CraftProject, 'category' | 'outcome'>[]
  readonly craft_slots_major: number
  readonly craft_slots_superior: number
  readonly craft_slots_legendary: number
}

export function craftSlots(sheet: SlotHolder): Readonly<Record<SlottedCategory, SlotUse>> {
  const used = (category: SlottedCategory) =>
    sheet.craft_projects.filter(
      (project) => project.category === category && project.outcome === 'in_progress',
    ).length
  return {
    major: { used: used('major'), total: sheet.craft_slots_major },
    superior: { used: used('superior'), total: sheet.craft_slots_superior },
    legendary: { used: used('legendary'), total: sheet.craft_slots_legendary },
  }
}

/** Each category with more projects in progress than slots, with its use. */
export function overfilledSlots(sheet: SlotHolder): [SlottedCategory, SlotUse][] {
  return Object.entries(craftSlots(sheet)).filter(([, use]) => use.used > use.total) as [
    SlottedCategory,
    SlotUse,
  ][]
}

import { healthLevelsTotal } from '../rules/wound-penalty.ts'
import { type BattlegroupFields, battlegroupSchemas } from '../schemas/battlegroup.ts'
import { LIMITS } from '../schemas/fields.ts'
import type { QcFields } from '../schemas/qc.ts'
import type { ChronicleItemKind, KindName } from '../schemas/registry.ts'

/**
 * The children copied with a duplicate, by kind (data-model §3.7). A character's poisons are
 * afflictions of the moment and stay behind; a qc's own poisons are part of its stat block.
 */
export const DUPLICATED_CHILDREN: Readonly<Record<ChronicleItemKind, readonly KindName[]>> = {
  character: ['charm', 'weapon', 'merit', 'spell'],
  qc: ['qc_attack', 'qc_charm', 'qc_merit', 'spell', 'poison'],
  battlegroup: ['qc_attack'],
}

/** A copy starts outside play and private to its new owner. */
const RESET_ON_COPY = {
  hidden: false,
  public: false,
  pinned: false,
  in_combat: false,
  has_acted: false,
} as const

/** `name` with a suffix, shortening the name so the result stays within the name limit. */
function suffixedName(name: string, suffix: string): string {
  return `${name.slice(0, LIMITS.name - suffix.length)}${suffix}`
}

type Copyable = { readonly name: string } & { readonly [K in keyof typeof RESET_ON_COPY]: boolean }

/**
 * The writable fields of a duplicate: everything copied, the name marked, flags reset. Pass the
 * source as its new owner may see it (withoutSecrets when they may not edit it).
 */
export function duplicateFields<T extends Copyable>(source: T): T {
  return { ...source, ...RESET_ON_COPY, name: suffixedName(source.name, ' (Duplicate)') }
}

/** The children a battlegroup made from a qc copies from it. */
export const BATTLEGROUP_FROM_QC_CHILDREN: readonly KindName[] = ['qc_attack']

const COPIED_FROM_QC = [
  'description',
  'essence',
  'willpower_temporary',
  'willpower_permanent',
  'soak',
  'hardness',
  'evasion',
  'parry',
  'movement',
  'resolve',
  'guile',
  'appearance',
  'join_battle',
  'armor_name',
  'senses',
  'portrait_link',
] as const satisfies readonly (keyof QcFields & keyof BattlegroupFields)[]

/**
 * A battlegroup of soldiers like the qc (data-model §6.5): its traits copied, one health level
 * per soldier's health level, magnitude one more; everything else as for a new battlegroup.
 */
export function battlegroupFromQc(qc: QcFields): BattlegroupFields {
  const healthLevels = healthLevelsTotal(qc)
  const copied = Object.fromEntries(COPIED_FROM_QC.map((field) => [field, qc[field]]))
  return {
    ...battlegroupSchemas.fields.parse({}),
    ...copied,
    name: suffixedName(qc.name, ' (Battlegroup)'),
    health_levels: healthLevels,
    magnitude: healthLevels + 1,
  }
}

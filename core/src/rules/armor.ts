import type { ArmorWeight } from '../vocabulary/weights.ts'

interface ArmorRow {
  readonly mobility: number
  readonly soak: number
  readonly artifactSoak: number
  readonly artifactHardness: number
}

const ARMOR: Readonly<Record<ArmorWeight, ArmorRow>> = {
  unarmored: { mobility: 0, soak: 0, artifactSoak: 0, artifactHardness: 0 },
  light: { mobility: 0, soak: 3, artifactSoak: 5, artifactHardness: 4 },
  medium: { mobility: 1, soak: 5, artifactSoak: 8, artifactHardness: 7 },
  heavy: { mobility: 2, soak: 7, artifactSoak: 11, artifactHardness: 10 },
}

export function armorRow(weight: string): ArmorRow {
  return ARMOR[weight as ArmorWeight] ?? ARMOR.unarmored
}

/** Soak the armour itself gives. */
export function armorSoak(weight: string, isArtifact: boolean): number {
  const row = armorRow(weight)
  return isArtifact ? row.artifactSoak : row.soak
}

/** Hardness the armour itself gives: only artifact armour has any. */
export function armorHardness(weight: string, isArtifact: boolean): number {
  return isArtifact ? armorRow(weight).artifactHardness : 0
}

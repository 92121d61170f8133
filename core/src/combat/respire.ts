import { motesAvailable } from '../rules/motes.ts'
import type { MotePools } from './participant.ts'

/** Motes respired each round of combat, and each hour out of it (core p.174). */
export const MOTES_PER_ROUND = 5
export const MOTES_PER_HOUR = 5

/**
 * The current motes after respiring `amount`: peripheral first, then personal, each up to
 * what is not committed. Pools already above that stay as they are.
 */
export function respiredMotes(
  pools: MotePools,
  amount: number,
): { motes_peripheral_current: number; motes_personal_current: number } {
  const peripheralRoom = Math.max(
    0,
    motesAvailable(pools.peripheral_total, pools.committed, 'peripheral') -
      pools.peripheral_current,
  )
  const toPeripheral = Math.min(Math.max(0, amount), peripheralRoom)
  const personalRoom = Math.max(
    0,
    motesAvailable(pools.personal_total, pools.committed, 'personal') - pools.personal_current,
  )
  const toPersonal = Math.min(Math.max(0, amount) - toPeripheral, personalRoom)
  return {
    motes_peripheral_current: pools.peripheral_current + toPeripheral,
    motes_personal_current: pools.personal_current + toPersonal,
  }
}

import { randomInt } from 'node:crypto'
import type { RandomInt } from '@loom/core'

/**
 * The server's dice: every face from the operating system's cryptographic generator, so no
 * roll can be predicted from earlier ones. Clients never send faces.
 */
export const cryptoRandom: RandomInt = (sides) => randomInt(1, sides + 1)

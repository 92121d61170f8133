import { CHARACTER_POOLS, type CharacterPool } from '../vocabulary/stat-keys.ts'
import type { CharacterContext } from './character-context.ts'
import { rollOf } from './character-context.ts'
import type { Roll } from './custom-excellency.ts'
import type { RecognisedMerit } from './merits.ts'
import { applyPenalties, type PenaltyKind } from './penalties.ts'
import { dicePool } from './roll.ts'
import type { StatDetail } from './stat-detail.ts'

interface PoolDefinition {
  readonly roll: Roll
  readonly penalties: readonly PenaltyKind[]
  /** A merit that lets the pool ignore the wound penalty. */
  readonly ignoresWoundsWith?: RecognisedMerit
}

const WOUND_POISON: readonly PenaltyKind[] = ['wound', 'poison']
const MOVING: readonly PenaltyKind[] = ['wound', 'mobility', 'poison']

/** The character pools: which attribute and ability, and which penalties apply. */
const POOL_DEFINITIONS: Readonly<Record<CharacterPool, PoolDefinition>> = {
  join_battle: { roll: { attribute: 'wits', ability: 'awareness' }, penalties: WOUND_POISON },
  rush: { roll: { attribute: 'dexterity', ability: 'athletics' }, penalties: MOVING },
  disengage: { roll: { attribute: 'dexterity', ability: 'dodge' }, penalties: MOVING },
  withdraw: { roll: { attribute: 'dexterity', ability: 'athletics' }, penalties: MOVING },
  rise_from_prone: { roll: { attribute: 'dexterity', ability: 'dodge' }, penalties: MOVING },
  take_cover: { roll: { attribute: 'dexterity', ability: 'dodge' }, penalties: MOVING },
  read_intentions: {
    roll: { attribute: 'perception', ability: 'socialize' },
    penalties: WOUND_POISON,
  },
  feat_of_strength: {
    roll: { attribute: 'strength', ability: 'athletics' },
    penalties: WOUND_POISON,
  },
  shape_sorcery: {
    roll: { attribute: 'intelligence', ability: 'occult' },
    penalties: WOUND_POISON,
    ignoresWoundsWith: 'vital focus cultivation',
  },
  // The control roll of a grapple (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts").
  grapple_control: { roll: { attribute: 'strength', ability: 'brawl' }, penalties: WOUND_POISON },
}

function characterPool(context: CharacterContext, pool: CharacterPool): StatDetail {
  const definition = POOL_DEFINITIONS[pool]
  const exempt =
    definition.ignoresWoundsWith !== undefined && context.merits.has(definition.ignoresWoundsWith)
  const kinds = exempt ? definition.penalties.filter((k) => k !== 'wound') : definition.penalties
  const bonuses = context.bonuses(pool)
  return dicePool(rollOf(context, definition.roll), {
    bonuses: bonuses.added,
    conditional: bonuses.conditional,
    penalties: applyPenalties(context.penalties, kinds),
  })
}

export function characterPools(context: CharacterContext): Record<CharacterPool, StatDetail> {
  const pools = {} as Record<CharacterPool, StatDetail>
  for (const pool of CHARACTER_POOLS) pools[pool] = characterPool(context, pool)
  return pools
}

import {
  type AttackKind,
  type AttackRequestBody,
  attackPoolOf,
  attackRollSettings,
  battlegroupMayAttack,
  type CombatantRef,
  type Defence,
  type DefenceChoice,
  decisiveDamageDice,
  defenceOf,
  type Fighter,
  type FighterAttack,
  type Gambit,
  gambitDifficultyText,
  gambitTerms,
  grapplePenalty,
  isAttackProblem,
  MAX_DICE,
  MOTE_POOL_LABELS,
  type MotePool,
  mayAttackDecisively,
  mayAttemptGambit,
  mountedAttackDice,
  mountedDefence,
  NO_CHOICES,
  type RangeBand,
  type RollVisibility,
  rollSetup,
  type StuntLevel,
  witheringDamagePool,
} from '@loom/core'
import type { RollerResources } from '../../dice/roller-resources.ts'

/**
 * The attack dialog's logic: what the attacker chose, and what the attack will roll against
 * which Defence, worked out by core's own rules (`attackPoolOf`, `attackRollSettings`,
 * `defenceOf`, `rollSetup` for the excellency's cap and motes), so the dialog shows before the
 * roll exactly what the server is about to roll.
 */

export interface AttackChoices {
  readonly attack: AttackKind
  /** A decisive attack made as a gambit; null for a plain attack. */
  readonly gambit: Gambit | null
  /** The target did not see it coming: Defence 0 (the defender's side says so). */
  readonly unexpected: boolean
  /** The attacker's weapon or qc attack. */
  readonly weaponId: number | null
  /** A ranged weapon's band; null for the one the rules pick (short, or close). */
  readonly range: RangeBand | null
  readonly defence: DefenceChoice
  /** With a Parry: the target's weapon; null for its best. */
  readonly parryWeaponId: number | null
  readonly excellencyDice: number
  readonly stunt: StuntLevel
  readonly willpower: boolean
  readonly bonusDice: number
  readonly damageBonus: number
  /** Null: everyone, or only the storyteller and the attacker's player when someone is hidden. */
  readonly visibility: RollVisibility | null
  readonly motePool: MotePool
  readonly mute: boolean
}

export interface AttackPreview {
  readonly attack: FighterAttack | null
  /** The sheet's pool for this attack, or null when there is none. */
  readonly pool: number | null
  readonly dice: number
  readonly autoSuccesses: number
  readonly excellencyCap: number
  /** The excellency dice bought, within the cap, and their motes. */
  readonly excellencyDice: number
  readonly motes: number
  /** The target's Defence as Loom computes it; null when its sheet is not shared. */
  readonly defence: Defence | null
  /** What a hit would deal, as the rules work it out; null without a target's sheet. */
  readonly damage: string | null
  /** Why the attack cannot go as chosen, or null when it can. */
  readonly problem: string | null
}

/** The attacker's first attack, a withering one (decisive only above 0 Initiative). */
export function initialChoices(attacker: Fighter, resources: RollerResources): AttackChoices {
  return {
    attack: 'withering',
    gambit: null,
    unexpected: false,
    weaponId: attacker.attacks[0]?.id ?? null,
    range: null,
    defence: 'best',
    parryWeaponId: null,
    excellencyDice: 0,
    stunt: 0,
    willpower: false,
    bonusDice: 0,
    damageBonus: 0,
    visibility: null,
    // Personal motes first: spending them never flares the anima.
    motePool:
      resources.personal !== null || resources.peripheral === null ? 'personal' : 'peripheral',
    mute: false,
  }
}

/** Why the attacker cannot attack decisively now, or null when it can. */
export function decisiveRefusal(attacker: Fighter): string | null {
  if (!battlegroupMayAttack(attacker, 'decisive'))
    return 'A battlegroup makes withering attacks only.'
  if (!mayAttackDecisively(attacker)) {
    return `A decisive attack needs Initiative above 0 (${attacker.initiative} now).`
  }
  return null
}

/** The bands a ranged attack reaches, closest first; none for a close-combat attack. */
export function reachableBands(attack: FighterAttack | null): RangeBand[] {
  return attack?.bands ? (Object.keys(attack.bands) as RangeBand[]) : []
}

function resourceProblem(
  preview: Pick<AttackPreview, 'motes'>,
  choices: AttackChoices,
  resources: RollerResources,
): string | null {
  if (preview.motes > 0) {
    const left = resources[choices.motePool] ?? 0
    if (preview.motes > left) {
      return `Only ${left} ${MOTE_POOL_LABELS[choices.motePool].toLowerCase()} motes left.`
    }
  }
  if (choices.willpower && (resources.willpower ?? 0) < 1) return 'No Willpower left to spend.'
  return null
}

/** What a hit deals: withering raw damage against soak, or decisive Initiative against Hardness. */
function damageText(
  attacker: Fighter,
  target: Fighter,
  attack: FighterAttack,
  choices: AttackChoices,
): string {
  if (choices.attack === 'decisive' && choices.gambit !== null) {
    const terms = gambitTerms(choices.gambit, attack.tags)
    return `On a hit: ${attacker.initiative} dice of Initiative against ${gambitDifficultyText(terms)}${
      choices.gambit === 'grapple' ? ', then the control roll' : ''
    }; costs ${terms.cost} Initiative.`
  }
  if (choices.attack === 'decisive') {
    const dice = decisiveDamageDice(attacker.initiative, target.hardness)
    if (dice === 0) {
      return `No damage on a hit: Initiative ${attacker.initiative} does not exceed Hardness ${target.hardness}.`
    }
    const kind = target.battlegroup === null ? `${attack.damage_type} damage` : 'Magnitude'
    return `On a hit: ${dice} dice of ${kind}, then back to base Initiative.`
  }
  const pool = witheringDamagePool(attack, 0, choices.damageBonus, target.soak)
  return `On a hit: raw damage ${pool.raw} + extra successes − soak ${pool.soak} dice, never below Overwhelming ${pool.overwhelming}.`
}

export function attackPreview(
  attacker: Fighter,
  target: Fighter | null,
  choices: AttackChoices,
  resources: RollerResources,
): AttackPreview {
  const attack = attacker.attacks.find((candidate) => candidate.id === choices.weaponId) ?? null
  const found = attack && attackPoolOf(attack, choices.attack, choices.range)
  const pool = typeof found === 'number' ? found : null
  const setup = rollSetup(
    { pool: pool ?? 0, excellency: attack?.excellency, damage: false },
    { ...NO_CHOICES, excellencyDice: choices.excellencyDice, stunt: choices.stunt },
  )
  // What the server adds or takes away: a rider's die on a foe on foot, the held one's penalty.
  const situation =
    (attack && target ? mountedAttackDice(attacker, target, attack, choices.attack) : 0) -
    grapplePenalty(attacker).attackDice
  const settings = attackRollSettings(pool ?? 0, {
    excellency_dice: setup.excellencyDice,
    stunt: choices.stunt,
    willpower: choices.willpower,
    bonus_dice: choices.bonusDice + situation,
  })
  const asked =
    target &&
    defenceOf(target, {
      choice: choices.defence,
      parry_weapon_id: choices.defence === 'evasion' ? null : choices.parryWeaponId,
      bonus:
        (attack ? mountedDefence(attacker, target, attack) : 0) - grapplePenalty(target).defence,
    })
  const defence =
    asked && choices.unexpected && !isAttackProblem(asked)
      ? { ...asked, label: 'Defence 0 (unexpected)', rating: 0, onslaught: 0, value: 0 }
      : asked
  const preview = {
    attack,
    pool,
    dice: settings.dice,
    autoSuccesses: settings.auto_successes,
    excellencyCap: setup.excellencyCap,
    excellencyDice: setup.excellencyDice,
    motes: setup.motes,
    defence: defence && !isAttackProblem(defence) ? defence : null,
    damage: attack && target ? damageText(attacker, target, attack, choices) : null,
  }
  const gambit =
    attack && choices.attack === 'decisive' && choices.gambit !== null
      ? gambitTerms(choices.gambit, attack.tags)
      : null
  let problem: string | null = null
  if (attack === null) problem = 'Choose a weapon or attack.'
  else if (found !== null && typeof found !== 'number') problem = `${found.message}.`
  else if (choices.attack === 'decisive' && decisiveRefusal(attacker) !== null) {
    problem = decisiveRefusal(attacker)
  } else if (gambit !== null && !mayAttemptGambit(attacker.initiative, gambit)) {
    problem = `The ${gambit.gambit} gambit costs ${gambit.cost} Initiative with ${attack.name}, which would crash ${attacker.name} (${attacker.initiative} now).`
  } else if (defence && isAttackProblem(defence)) problem = `${defence.message}.`
  else if (settings.dice > MAX_DICE) problem = `An attack can roll at most ${MAX_DICE} dice.`
  else problem = resourceProblem(preview, choices, resources)
  return { ...preview, problem }
}

/** The request body for the attack as chosen (POST …/combat/attack). */
export function attackRequestBody(
  attacker: CombatantRef,
  target: CombatantRef,
  choices: AttackChoices,
  preview: AttackPreview,
): AttackRequestBody {
  if (choices.weaponId === null) throw new Error('an attack needs a weapon')
  const ranged = preview.attack?.bands != null
  return {
    attacker,
    target,
    attack: choices.attack,
    ...(choices.attack === 'decisive' && choices.gambit !== null ? { gambit: choices.gambit } : {}),
    ...(choices.unexpected ? { unexpected: true } : {}),
    weapon_id: choices.weaponId,
    ...(ranged && choices.range !== null ? { range: choices.range } : {}),
    defence: choices.defence,
    parry_weapon_id: choices.defence === 'evasion' ? null : choices.parryWeaponId,
    excellency_dice: preview.excellencyDice,
    stunt: choices.stunt,
    willpower: choices.willpower,
    spend:
      preview.motes > 0
        ? { motes: preview.motes, pool: choices.motePool, mute: choices.mute, willpower: 0 }
        : null,
    bonus_dice: choices.bonusDice,
    damage_bonus: choices.attack === 'withering' ? choices.damageBonus : 0,
    ...(choices.visibility === null ? {} : { visibility: choices.visibility }),
  }
}

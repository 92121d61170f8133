import {
  appearanceDice,
  type IntimacyStance,
  influenceDifficulty,
  type NamedIntimacy,
  type RollRecord,
  type RollRequestBody,
  SOCIAL_ACTION_DEFINITIONS,
  type SocialAction,
  type SocialTarget,
  type SocialTargetKind,
  type StatDetail,
} from '@loom/core'

/** What the social roll dialog has chosen. */
export interface SocialChoice {
  readonly action: SocialAction
  readonly targetType: SocialTargetKind
  readonly targetId: number | null
  readonly intimacyId: string | null
  readonly stance: IntimacyStance
}

/** The roll request's `influence`, or null until a target is chosen. */
export function influenceOf(
  choice: SocialChoice,
): NonNullable<RollRequestBody['roll']['influence']> | null {
  if (choice.targetId === null) return null
  const readsIntentions = choice.action === 'read_intentions'
  return {
    action: choice.action,
    target_type: choice.targetType,
    target_id: choice.targetId,
    intimacy_id: readsIntentions ? null : choice.intimacyId,
    stance: choice.stance,
  }
}

/** The Intimacy chosen, as the rules read it, from the target this browser holds. */
export function chosenIntimacy(
  choice: SocialChoice,
  target: SocialTarget | null,
): NamedIntimacy | null {
  if (target === null || choice.intimacyId === null || choice.action === 'read_intentions')
    return null
  const found = target.intimacies.find((intimacy) => intimacy.id === choice.intimacyId)
  return found ? { subject: found.subject, rating: found.rating, stance: choice.stance } : null
}

/** "Difficulty 1: Resolve 3 − 2 Major Intimacy supports: …", as this browser sees the target. */
export function difficultyText(choice: SocialChoice, target: SocialTarget | null): string {
  if (target === null) return 'Choose whom the roll is aimed at.'
  const { difficulty, parts } = influenceDifficulty(
    choice.action,
    target,
    chosenIntimacy(choice, target),
  )
  const terms = parts
    .map((part, index) =>
      index === 0
        ? `${part.label} ${part.value}`
        : `${part.value < 0 ? '−' : '+'} ${Math.abs(part.value)} ${part.label}`,
    )
    .join(' ')
  return `Difficulty ${difficulty}: ${terms}`
}

/** The roller's pool with the dice its Appearance above the target's Resolve adds. */
export function withAppearanceDice(
  detail: StatDetail,
  action: SocialAction,
  appearance: number,
  target: SocialTarget | null,
): StatDetail {
  const dice = target === null ? 0 : appearanceDice(action, appearance, target.resolve)
  if (dice === 0) return detail
  return {
    ...detail,
    total: detail.total + dice,
    bonuses: [...detail.bonuses, { label: 'Appearance over Resolve', value: dice }],
  }
}

/** A logged social roll's outcome in words, for the dialog and the roll log. */
export function influenceText(roll: RollRecord): string | null {
  const influence = roll.influence
  if (influence === null) return null
  const what = SOCIAL_ACTION_DEFINITIONS[influence.action].label
  const against = `${influence.defence === 'resolve' ? 'Resolve' : 'Guile'} ${influence.difficulty}`
  const intimacy = influence.intimacy
    ? ` (${influence.intimacy.stance === 'supports' ? 'helped' : 'opposed'} by ${influence.intimacy.subject})`
    : ''
  const outcome = influence.succeeded
    ? influence.resistible
      ? 'succeeds, unless they spend 1 Willpower to resist'
      : 'succeeds'
    : 'fails'
  return `${what} ${influence.target_name} against ${against}${intimacy}: ${outcome}`
}

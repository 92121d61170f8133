/**
 * The social actions of Exalted Third Edition (docs/rules.md, "Lunar forms and social
 * influence"): five influence rolls against Resolve, and reading intentions against Guile.
 */
export const SOCIAL_ACTIONS = [
  'persuade',
  'bargain',
  'threaten',
  'inspire',
  'instill',
  'read_intentions',
] as const
export type SocialAction = (typeof SOCIAL_ACTIONS)[number]

/** The rating an action is rolled against. */
export type SocialDefence = 'resolve' | 'guile'

export interface SocialActionDefinition {
  readonly label: string
  readonly defence: SocialDefence
  /** The roll the sheet offers first; the roller may pick another attribute and ability. */
  readonly roll: { readonly attribute: string; readonly ability: string }
  /** An influence roll, which the target may resist with Willpower (reading intentions is not). */
  readonly influence: boolean
  /** The roller's Appearance above the target's Resolve adds dice (persuade and instill). */
  readonly appearanceDice: boolean
}

export const SOCIAL_ACTION_DEFINITIONS: Readonly<Record<SocialAction, SocialActionDefinition>> = {
  persuade: {
    label: 'Persuade',
    defence: 'resolve',
    roll: { attribute: 'charisma', ability: 'presence' },
    influence: true,
    appearanceDice: true,
  },
  bargain: {
    label: 'Bargain',
    defence: 'resolve',
    roll: { attribute: 'manipulation', ability: 'presence' },
    influence: true,
    appearanceDice: false,
  },
  threaten: {
    label: 'Threaten',
    defence: 'resolve',
    roll: { attribute: 'strength', ability: 'presence' },
    influence: true,
    appearanceDice: false,
  },
  inspire: {
    label: 'Inspire',
    defence: 'resolve',
    roll: { attribute: 'charisma', ability: 'performance' },
    influence: true,
    appearanceDice: false,
  },
  instill: {
    label: 'Instill',
    defence: 'resolve',
    roll: { attribute: 'manipulation', ability: 'socialize' },
    influence: true,
    appearanceDice: true,
  },
  read_intentions: {
    label: 'Read Intentions',
    defence: 'guile',
    roll: { attribute: 'perception', ability: 'socialize' },
    influence: false,
    appearanceDice: false,
  },
}

/** Whether an Intimacy named for the roll works for it or against it. */
export const INTIMACY_STANCES = ['supports', 'opposes'] as const
export type IntimacyStance = (typeof INTIMACY_STANCES)[number]

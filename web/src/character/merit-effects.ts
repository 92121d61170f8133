import { type RECOGNISED_MERITS, recognisedMerit } from '@loom/core'

type Recognised = (typeof RECOGNISED_MERITS)[number]

/** What the sheet does with each merit the rules recognise (the numbers come from the rules). */
const EFFECTS: Readonly<Record<Recognised, string>> = {
  'pain tolerance': 'Reducing wound penalties',
  'fast reflexes': 'Adding 1 to join battle pool',
  'fleet of foot': 'Adding 1 to rush, disengage and withdraw pools',
  'danger sense': 'Noting +1 to read intentions (situational)',
  'mighty thew': 'Adding its rating to feats of strength',
  'unusual hide': 'Adding its rating to soak',
  'inhuman visage': 'Adding 1 to guile',
  'well-bred': 'Noting +1 to resolve (situational)',
  'thin-blooded': 'Noting -1 to resolve (situational)',
  hideous: 'Noting it beside appearance',
  'vital focus cultivation': 'Keeping wound penalties off shape sorcery',
}

/** The effect blurb of a merit the calculator recognises by the start of its name, or null. */
export function meritEffect(name: string): string | null {
  const known = recognisedMerit(name)
  return known ? EFFECTS[known] : null
}

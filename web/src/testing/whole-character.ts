/**
 * The child lists of a whole character, all empty: a bare sheet as GET /characters/:id answers
 * it. Tests spread it and set the lists they fill.
 */
export const NO_CHILDREN = {
  weapons: [],
  merits: [],
  charms: [],
  martial_arts_charms: [],
  evocations: [],
  spirit_charms: [],
  spells: [],
  poisons: [],
}

/** One short reminder per weapon tag the rules give a special attack or damage (ui §4.10). */
const TAG_NOTES: readonly { tags: readonly string[]; note: string }[] = [
  {
    tags: ['air'],
    note: 'Air: withering attacks ignore soak, decisive ones hardness, of metal armor',
  },
  { tags: ['fire'], note: 'Fire: decisive damage doubles 10s' },
  { tags: ['chopping'], note: 'Chopping: may trade Defense for a harder hit' },
  { tags: ['disarming', 'water'], note: 'Disarming: easier disarm gambits' },
  { tags: ['piercing'], note: 'Piercing: withering attacks may trade Defense to ignore soak' },
  { tags: ['flexible', 'water'], note: 'Flexible: hard to parry with a full defense' },
  { tags: ['improvised'], note: 'Improvised: gambits cost more initiative' },
  { tags: ['poisonable', 'wood'], note: 'Poison: a decisive hit can deliver a poison' },
  { tags: ['powerful'], note: 'Powerful: heavy damage at close range' },
  { tags: ['shield'], note: 'Shield: keeps its Defense during a full defense in a flurry' },
  { tags: ['slow'], note: 'Slow: reloading takes an action' },
  { tags: ['smashing', 'earth'], note: 'Smashing: easier smash gambits' },
  { tags: ['subtle'], note: 'Subtle: deals no damage' },
  { tags: ['paired', 'two-handed'], note: 'Clash: +2 to clash attacks' },
]

/** The reminders for a weapon's tags, each once. */
export function weaponTagNotes(tags: readonly string[]): string[] {
  return TAG_NOTES.filter((entry) => entry.tags.some((tag) => tags.includes(tag))).map(
    (entry) => entry.note,
  )
}

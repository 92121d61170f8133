import { Bullets, H2, P } from './HelpText.tsx'

export function WeaponsHelp() {
  return (
    <>
      <P>
        A weapon’s accuracy, damage, defence and overwhelming come from its weight (light, medium,
        heavy) and whether it is an artifact. Loom adds your Attribute, Ability, specialties and
        excellency, and subtracts your penalties, so the pools on the sheet are ready to roll.
      </P>
      <H2>Choosing the pools</H2>
      <Bullets
        items={[
          'Any Attribute plus Ability (or Essence) can be the attack pool; only Abilities you have rated are offered.',
          'Withering damage uses Strength by default; any Attribute, plus Essence if you like, can replace it in the Advanced section.',
          'Advanced bonuses are applied after the effects of tags.',
        ]}
      />
      <H2>Ranged weapons</H2>
      <P>
        Write the range as a tag with the band in parentheses: <code>archery (long)</code>,{' '}
        <code>thrown (close)</code>, <code>siege (extreme)</code>. Capital letters do not matter;
        the parentheses do. The sheet then shows accuracy for every band up to that range.
      </P>
      <P>
        A weapon that can be used in melee and thrown (a spear, a chakram) needs two entries, one
        for each way of using it.
      </P>
      <H2>Tags that change the numbers</H2>
      <Bullets
        items={[
          'Bashing, Lethal or Aggravated set the damage type of decisive attacks.',
          'Crossbow, Flame and Firearm set withering damage to 4; Flame also changes close-range accuracy.',
          'Subtle sets withering damage to 0.',
          'Shield lowers damage by 2 and adds a note about full defence.',
          'Balanced raises the minimum of overwhelming by one.',
          'Other tags (Chopping, Disarming, Flexible, Piercing, Smashing and so on) add a reminder to the attack summary.',
        ]}
      />
      <H2>Special weapons</H2>
      <Bullets
        items={[
          'Elemental Bolt Attack: add the tag "elemental bolt" plus one element tag (air, earth, fire, water or wood).',
          'Crypt Bolt Attack: add the tag "crypt bolt".',
          'The Burning Name: use Intelligence as the attack Attribute in the Advanced section.',
        ]}
      />
      <H2>Siege weapons</H2>
      <P>
        Add the tag <code>siege</code> with a range in parentheses, such as{' '}
        <code>siege (long)</code> (plain <code>siege</code> reaches close range only; a word that
        merely starts with “siege”, like “siegebreaker”, is not a siege tag). When the tag is first
        added, Loom makes the weapon heavy, uses War, and attacks with the higher of Intelligence
        and Perception at that moment; you can change all three afterwards.
      </P>
      <Bullets
        items={[
          'A siege weapon is a ranged attack with no Parry, unless its Ability is Melee or Brawl. Its range bands give −5, −3, +4, +2 and 0 (artifacts +1 more each), and the siege tag decides the range even beside an archery or thrown tag.',
          'Withering damage is 15 (artifact 20), whatever the weight, with no Attribute added; the damage bonus still counts and a shield still takes 2.',
          'Overwhelming is 3 (artifact 5), plus the overwhelming bonus, Balanced and overwhelming+N.',
          'Every attack pool carries a note: −4 against small targets. It is not subtracted, since it depends on the target.',
        ]}
      />
    </>
  )
}

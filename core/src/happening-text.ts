import type { HappeningSubject } from './happenings.ts'

/**
 * A happening as one readable sentence, as the session log shows it and a chronicle's
 * webhook may post it: "Ana joined", "Round 3", "Brin's Dire Lance hit Harrow for 4 (decisive)".
 */
export function happeningText(subject: HappeningSubject): string {
  switch (subject.kind) {
    case 'player_joined':
      return `${subject.player.name} joined`
    case 'player_left':
      return `${subject.player.name} left`
    case 'player_removed':
      return `${subject.player.name} was removed from the chronicle`
    case 'item_added':
      return `${subject.item.name} was added to the chronicle`
    case 'item_removed':
      return `${subject.item.name} was taken out of the chronicle`
    case 'combat_started':
      return 'Combat began'
    case 'combat_ended':
      return 'Combat ended'
    case 'round_started':
      return `Round ${subject.round}`
    case 'roll':
      return rollText(subject.roll)
    case 'attack_resolved':
      return attackText(subject.attack)
    case 'experience_awarded': {
      const { character, amount, kind_label, reason } = subject.award
      return `${character.name} was awarded ${amount} ${kind_label}: ${reason}`
    }
    case 'item_handed_over':
      return `${subject.from.name} handed ${subject.item.name} over to ${subject.to.name}`
    case 'chronicle_handed_over':
      return `${subject.from.name} handed the chronicle over to ${subject.to.name}`
  }
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

function rollText(roll: Extract<HappeningSubject, { kind: 'roll' }>['roll']): string {
  // Quoted: a label is the player's own words ("Tam reads the omens"), not part of the sentence.
  const what = roll.label.trim() === '' ? '' : ` “${roll.label.trim()}”`
  const result = roll.botch ? 'a botch' : plural(roll.successes, 'success', 'successes')
  return `${roll.player_name} rolled${what}: ${result}`
}

function attackText(attack: Extract<HappeningSubject, { kind: 'attack_resolved' }>['attack']) {
  const weapon = attack.weapon.trim() === '' ? 'attack' : attack.weapon.trim()
  const by = `${attack.attacker.name}'s ${weapon}`
  if (!attack.hit) return `${by} missed ${attack.defender.name} (${attack.attack})`
  const crash = attack.crash ? `; ${attack.defender.name} crashed` : ''
  return `${by} hit ${attack.defender.name} for ${attack.damage} (${attack.attack})${crash}`
}

// The full sheet the HTTP benchmarks read and write: a Dawn general with long texts, 30 merits,
// 60 charms, 10 weapons and 10 spells (about 70 KB as the API answers it).
import type { SheetThroughApi } from './sheet-through-api.ts'

const TEXT = 'When the Solar attacks, she may reroll every 1. '.repeat(6)

const count = (length: number) => Array.from({ length }, (_, index) => index)

export function fullSheet(): SheetThroughApi {
  return {
    character: {
      type: 'SolarCharacter',
      name: 'Bench Sheet',
      caste: 'dawn',
      caste_abilities: ['melee', 'archery', 'dodge', 'resistance', 'war'],
      ties: [
        { subject: 'Mother (love)', rating: 2 },
        { subject: 'A secret', rating: 3, hidden: true },
      ],
      description: 'A Dawn caste general. '.repeat(20),
    },
    merits: count(30).map((index) => ({
      merit_name: `Merit ${index}`,
      rating: 1 + (index % 5),
      description: TEXT,
    })),
    charms: count(60).map((index) => ({
      charm_type: index % 6 === 0 ? 'MartialArts' : 'Ability',
      name: `Charm ${index}`,
      cost: '3m, 1wp',
      keywords: ['uniform', 'decisive-only'],
      body: TEXT,
    })),
    weapons: count(10).map((index) => ({
      name: `Weapon ${index}`,
      weight: 'medium',
      tags: ['melee', 'balanced'],
    })),
    spells: count(10).map((index) => ({ name: `Spell ${index}`, body: TEXT })),
  }
}

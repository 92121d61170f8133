import { type Charm, charmSchemas } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { cardDescription, charmTitle } from './charm-text.ts'

const charm = (changes: Partial<Charm>): Charm =>
  ({ ...charmSchemas.fields.parse({}), id: 1, name: 'Guard', ...changes }) as Charm

describe('charm card text', () => {
  it('adds the gist after a dash only when the charm has a summary or body', () => {
    expect(cardDescription('1m, reflexive, instant', charm({ body: 'Parry anything.' }))).toBe(
      '1m, reflexive, instant — Parry anything.',
    )
    expect(cardDescription('1m, reflexive, instant', charm({ body: '' }))).toBe(
      '1m, reflexive, instant',
    )
  })

  it('ticks the title of a charm in the current loadout or in every loadout', () => {
    expect(charmTitle(charm({ loadouts: ['Battle'] }), 'Battle')).toBe('✓ Guard')
    expect(charmTitle(charm({ loadouts: ['*'] }), 'Default')).toBe('✓ Guard')
    expect(charmTitle(charm({ loadouts: ['Battle'] }), 'Default')).toBe('Guard')
    expect(charmTitle(charm({ loadouts: ['*'] }), null)).toBe('Guard')
  })
})

import { describe, expect, it } from 'vitest'
import { withoutSecrets } from '../src/index.ts'

describe('withoutSecrets', () => {
  const ties = [
    { id: 'a', subject: 'Mother (love)', rating: 2, hidden: true },
    { id: 'b', subject: 'The Realm (duty)', rating: 1 },
  ]

  it('drops the secret ties and principles of a character and keeps the rest', () => {
    const character = {
      id: 1,
      name: 'Zan',
      ties,
      principles: [{ id: 'c', subject: 'x', rating: 3, hidden: true }],
    }
    expect(withoutSecrets('character', character)).toEqual({
      id: 1,
      name: 'Zan',
      ties: [ties[1]],
      principles: [],
    })
  })

  it('filters the intimacies of a qc too', () => {
    expect(withoutSecrets('qc', { ties })).toEqual({ ties: [ties[1]] })
  })

  it('leaves absent fields absent, so it also filters the changes of an update', () => {
    expect(withoutSecrets('character', { essence: 3 })).toEqual({ essence: 3 })
  })

  it('leaves kinds without intimacies untouched', () => {
    const battlegroup = { id: 2, name: 'Spears', ties }
    expect(withoutSecrets('battlegroup', battlegroup)).toBe(battlegroup)
  })
})

import { describe, expect, it } from 'vitest'
import { withoutSecrets } from '../../src/index.ts'

const open = { id: 'open1', subject: 'Mother (love)', rating: 2 }
const declared = { id: 'open2', subject: 'Honour', rating: 3, hidden: false }
const secret = { id: 'sec01', subject: 'The Deathlord (fear)', rating: 3, hidden: true }

describe('secrets are removed for players who may only view', () => {
  it.each([
    'character',
    'qc',
  ] as const)('a %s loses its secret ties and principles, and keeps the rest', (kind) => {
    const sheet = { id: 5, name: 'Zan', ties: [open, secret, declared], principles: [secret] }
    expect(withoutSecrets(kind, sheet)).toEqual({
      id: 5,
      name: 'Zan',
      ties: [open, declared],
      principles: [],
    })
  })

  it("hides every one of a character's workings: only its editors see them", () => {
    const working = { id: 'wk001', name: 'Raise the Tower', ambition: 15 }
    expect(withoutSecrets('character', { workings: [working], ties: [open] })).toEqual({
      workings: [],
      ties: [open],
    })
  })

  it('leaves the original untouched', () => {
    const sheet = { ties: [open, secret] }
    withoutSecrets('character', sheet)
    expect(sheet.ties).toEqual([open, secret])
  })

  it('filters the changes of an update, and adds no field that was not sent', () => {
    expect(withoutSecrets('character', { principles: [secret, open] })).toEqual({
      principles: [open],
    })
    expect(withoutSecrets('character', { attr_wits: 4 })).toEqual({ attr_wits: 4 })
  })

  it('leaves kinds without intimacies as they are', () => {
    const battlegroup = { id: 3, name: 'Bandits', ties: [secret] }
    expect(withoutSecrets('battlegroup', battlegroup)).toEqual(battlegroup)
  })
})

import { describe, expect, it } from 'vitest'
import {
  type ChronicleMembership,
  canAnswerOffer,
  canOfferChronicle,
  canOfferItem,
  canReceiveHandover,
  canSeeOffer,
  offerAudience,
} from '../src/index.ts'

// Sol (1) runs chronicle 9; Ana (2) and Ben (3) play in it; Out (4) does not.
const SOL = { id: 1 }
const ANA = { id: 2 }
const BEN = { id: 3 }
const OUT = { id: 4 }
const chronicle: ChronicleMembership = { id: 9, st_id: SOL.id, member_ids: [ANA.id, BEN.id] }
const anasItem = { player_id: ANA.id, chronicle_id: 9 }

describe('who may offer what', () => {
  it.each([
    {
      story: 'the owner offers her item in the chronicle',
      viewer: ANA,
      item: anasItem,
      allowed: true,
    },
    {
      story: 'the storyteller may edit it but not give it',
      viewer: SOL,
      item: anasItem,
      allowed: false,
    },
    { story: 'another player may not give it', viewer: BEN, item: anasItem, allowed: false },
    { story: 'a visitor may not', viewer: null, item: anasItem, allowed: false },
    {
      story: 'an item outside the chronicle is not offered in it',
      viewer: ANA,
      item: { ...anasItem, chronicle_id: null },
      allowed: false,
    },
    {
      story: 'an owner who left the chronicle may not offer in it',
      viewer: OUT,
      item: { player_id: OUT.id, chronicle_id: 9 },
      allowed: false,
    },
  ])('$story', ({ viewer, item, allowed }) => {
    expect(canOfferItem(viewer, item, chronicle)).toBe(allowed)
  })

  it('only the storyteller offers the chronicle', () => {
    expect(canOfferChronicle(SOL, chronicle)).toBe(true)
    expect(canOfferChronicle(ANA, chronicle)).toBe(false)
    expect(canOfferChronicle(null, chronicle)).toBe(false)
  })
})

describe('who may receive', () => {
  it.each([
    { story: 'another player, an item', to: BEN, from: ANA, thing: 'item', allowed: true },
    { story: 'the storyteller, an item', to: SOL, from: ANA, thing: 'item', allowed: true },
    { story: 'oneself, never', to: ANA, from: ANA, thing: 'item', allowed: false },
    {
      story: 'someone outside the chronicle, never',
      to: OUT,
      from: ANA,
      thing: 'item',
      allowed: false,
    },
    { story: 'a player, the chronicle', to: BEN, from: SOL, thing: 'chronicle', allowed: true },
    {
      story: 'an outsider, not the chronicle',
      to: OUT,
      from: SOL,
      thing: 'chronicle',
      allowed: false,
    },
    {
      story: 'the storyteller, not their own chronicle',
      to: SOL,
      from: SOL,
      thing: 'chronicle',
      allowed: false,
    },
  ] as const)('$story', ({ to, from, thing, allowed }) => {
    expect(canReceiveHandover(to.id, from.id, chronicle, thing)).toBe(allowed)
  })
})

describe('an offer from Ana to Ben', () => {
  const offer = { from_player_id: ANA.id, to_player_id: BEN.id }

  it('is seen by its two parties and the storyteller alone', () => {
    expect([SOL, ANA, BEN, OUT].map((viewer) => canSeeOffer(viewer, offer, chronicle))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(offerAudience(offer, SOL.id)).toEqual([ANA.id, BEN.id, SOL.id])
  })

  it('is accepted or declined by Ben alone and withdrawn by Ana alone', () => {
    for (const answer of ['accept', 'decline'] as const) {
      expect([SOL, ANA, BEN, null].map((viewer) => canAnswerOffer(viewer, offer, answer))).toEqual([
        false,
        false,
        true,
        false,
      ])
    }
    expect(
      [SOL, ANA, BEN, null].map((viewer) => canAnswerOffer(viewer, offer, 'withdraw')),
    ).toEqual([false, true, false, false])
  })
})

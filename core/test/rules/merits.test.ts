import { merit } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import {
  hasPainTolerance,
  qcHasPainTolerance,
  qcIsTinyCreature,
  RECOGNISED_MERITS,
  recognisedMerit,
  recogniseMerits,
} from '../../src/rules/merits.ts'

describe('recognised merits', () => {
  it.each(
    RECOGNISED_MERITS,
  )('recognises %s whatever its capitals and what follows the name', (name) => {
    const titled = name.replace(/\b\w/g, (c) => c.toUpperCase())
    expect(recogniseMerits([merit(`  ${titled}  (rules note)`, 2)]).get(name)).toBe(2)
  })

  it('ignores merits whose name only contains a recognised one', () => {
    expect(recogniseMerits([merit('Great Pain Tolerance')]).size).toBe(0)
  })

  // Decision: duplicated merits do not stack; the higher rating counts (the reference took
  // whichever sorted first).
  it('uses the higher rating when a merit is listed twice', () => {
    const merits = recogniseMerits([merit('Mighty Thew', 1), merit('Mighty Thew', 3)])
    expect(merits.get('mighty thew')).toBe(3)
  })

  it('holds a merit rated N/A (6) without giving it dots', () => {
    const merits = recogniseMerits([merit('Unusual Hide', 6)])
    expect(merits.has('unusual hide')).toBe(true)
    expect(merits.get('unusual hide')).toBe(0)
  })

  it('finds Pain Tolerance at the start of a QC merit and Tiny Creature anywhere', () => {
    expect(qcHasPainTolerance([{ name: 'Pain Tolerance' }])).toBe(true)
    expect(qcHasPainTolerance([{ name: 'Great Pain Tolerance' }])).toBe(false)
    expect(qcIsTinyCreature([{ name: 'Flighty tiny creature' }])).toBe(true)
    expect(qcIsTinyCreature([{ name: 'Tiny' }])).toBe(false)
  })
})

describe('a single merit name', () => {
  it('stands for the recognised merit its name starts with, case and spacing ignored', () => {
    expect(recognisedMerit('  Pain   TOLERANCE (from the war)')).toBe('pain tolerance')
    expect(recognisedMerit('Resources')).toBeNull()
    expect(recognisedMerit('Tolerance of pain')).toBeNull()
  })

  it('tells whether a character has Pain Tolerance', () => {
    expect(hasPainTolerance([merit('Pain Tolerance', 3)])).toBe(true)
    expect(hasPainTolerance([merit('Resources', 3), merit('Fast Reflexes', 3)])).toBe(false)
  })
})

// The rules read structural inputs; the entities the schemas produce must fit them, so the
// server and the web app can pass stored records straight in. Checked by `tsc`.
import { describe, expectTypeOf, it } from 'vitest'
import type {
  Battlegroup,
  Character,
  Charm,
  Merit,
  Poison,
  Qc,
  QcAttack,
  QcMerit,
  Spell,
  Weapon,
} from '../../src/index.ts'
import type {
  BattlegroupSheet,
  CharacterSheet,
  CharmInput,
  MeritInput,
  PoisonInput,
  QcAttackInput,
  QcMeritInput,
  QcSheet,
  SpellInput,
  WeaponInput,
} from '../../src/rules/sheet-input.ts'

describe('stored entities fit the rules inputs', () => {
  it('characters and their children', () => {
    expectTypeOf<Character>().toExtend<CharacterSheet>()
    expectTypeOf<Weapon>().toExtend<WeaponInput>()
    expectTypeOf<Merit>().toExtend<MeritInput>()
    expectTypeOf<Charm>().toExtend<CharmInput>()
    expectTypeOf<Spell>().toExtend<SpellInput>()
    expectTypeOf<Poison>().toExtend<PoisonInput>()
  })

  it('QCs, battlegroups and their children', () => {
    expectTypeOf<Qc>().toExtend<QcSheet>()
    expectTypeOf<QcAttack>().toExtend<QcAttackInput>()
    expectTypeOf<QcMerit>().toExtend<QcMeritInput>()
    expectTypeOf<Battlegroup>().toExtend<BattlegroupSheet>()
  })
})

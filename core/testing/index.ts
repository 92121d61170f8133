// The test kit: fixtures shared by the tests of every workspace, the e2e journeys and the
// benchmarks, imported as `@loom/core/testing`. Never imported by production code.
export { faces, many } from './dice-faces.ts'
export { fighter, fightingBattlegroup, request, SWORD } from './fighters.ts'
export { fullSheet } from './full-sheet.ts'
export { rollRecord } from './roll-record.ts'
export {
  attack,
  battlegroup,
  charm,
  exalt,
  input,
  merit,
  mortal,
  qc,
  qcInput,
  UNHURT_HEALTH,
  weapon,
} from './sample-sheets.ts'
export { sampleSolar } from './sample-solar.ts'
export { type PostCreate, postSheet, type SheetThroughApi } from './sheet-through-api.ts'

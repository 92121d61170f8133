// The roll log's data: what the roll dialog and the log panels ask of the API and read.
export {
  clearRolls,
  loadRolls,
  makeRoll,
  rollRequestKey,
  rollsPath,
  selectRoll,
  selectRollLog,
} from './rolls.ts'
export { type RollLog, type RollScope, rollLogKey, rollsActions } from './rolls-slice.ts'

// The chronicle domain's data: what the chronicle pages ask of the API and read from the store.
export {
  type AttackOutcome,
  attacksRequestKey,
  fetchAttacks,
  makeAttack,
  undoLatestAttack,
} from './attacks.ts'
export {
  chronicleRequestKey,
  createChronicle,
  deleteChronicle,
  fetchChronicle,
  joinChronicle,
  removePlayer,
  setInviteCode,
  updateChronicle,
} from './chronicle.ts'
export {
  combatActorsRequestKey,
  createCombatActor,
  deleteCombatActor,
  fetchCombatActors,
  runCombat,
  saveCombatant,
  undoCombat,
} from './combat.ts'
export { addToChronicle, moveInChronicle, removeFromChronicle } from './contents.ts'
export {
  type CombatantRow,
  selectCanEdit,
  selectChronicleItems,
  selectCombatants,
  selectIsStoryteller,
  selectPlayerName,
} from './selectors.ts'

// The chronicle domain's data: what the chronicle pages ask of the API and read from the store.
export {
  type AttackOutcome,
  attacksRequestKey,
  fetchAttacks,
  makeAttack,
  makeGrappleAction,
  undoLatestAttack,
} from './attacks.ts'
export {
  chronicleRequestKey,
  createChronicle,
  deleteChronicle,
  fetchChronicle,
  followInvite,
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
export { awardExperience } from './experience-awards.ts'
export {
  type CombatantRow,
  selectCanEdit,
  selectChronicleItems,
  selectCombatants,
  selectIsStoryteller,
  selectPlayerName,
} from './selectors.ts'

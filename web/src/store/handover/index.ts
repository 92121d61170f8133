// The handover domain of the store: offers made, received and answered (see docs/api.md).
export {
  answerOffer,
  loadChronicleOffers,
  loadMyOffers,
  makeOffer,
  selectOpenOffers,
} from './handover.ts'
export { handoverActions, handoverReducer } from './handover-slice.ts'

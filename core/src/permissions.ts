/**
 * Who may do what. Every rule lives here, over plain data, so the server's routes, the live
 * channel and the web app's menus agree. An anonymous viewer is `null`.
 *
 * Children (merits, weapons, charms, spells, poisons, qc attacks, qc merits, qc charms) have no
 * rules of their own: ask about their top-level ancestor (for a weapon's poison, the character).
 */

export interface Viewer {
  readonly id: number
}

/** What the rules need to know about a chronicle. The ST is not a member unless they join. */
export interface ChronicleMembership {
  readonly id: number
  readonly st_id: number
  readonly member_ids: readonly number[]
}

/** What the rules need to know about a character, qc, battlegroup or combat actor. */
export interface OwnedItem {
  readonly player_id: number
  readonly chronicle_id: number | null
  /** Combat actors have no flag and are never hidden. */
  readonly hidden?: boolean
  readonly public?: boolean
}

/** The chronicle an item is in, when the caller passed the right one. */
function chronicleOf(item: OwnedItem, chronicle: ChronicleMembership | null) {
  return chronicle !== null && item.chronicle_id === chronicle.id ? chronicle : null
}

// The owner is the player whose id is the item's player_id.
export function isOwner(viewer: Viewer | null, item: OwnedItem): boolean {
  return viewer !== null && viewer.id === item.player_id
}

// The storyteller is the player whose id is the chronicle's st_id.
export function isStoryteller(
  viewer: Viewer | null,
  chronicle: ChronicleMembership | null,
): boolean {
  return viewer !== null && chronicle !== null && chronicle.st_id === viewer.id
}

// A member is a player who joined with the invite code.
export function isMember(viewer: Viewer | null, chronicle: ChronicleMembership | null): boolean {
  return viewer !== null && chronicle !== null && chronicle.member_ids.includes(viewer.id)
}

// Public items are viewable by anyone, signed in or not, wherever a link leads.
function isPubliclyViewable(item: OwnedItem): boolean {
  return item.public === true
}

// View: public items; otherwise the owner, the ST of its chronicle, or a member unless hidden.
export function canViewItem(
  viewer: Viewer | null,
  item: OwnedItem,
  chronicle: ChronicleMembership | null,
): boolean {
  const home = chronicleOf(item, chronicle)
  return (
    isPubliclyViewable(item) ||
    isOwner(viewer, item) ||
    isStoryteller(viewer, home) ||
    (isMember(viewer, home) && item.hidden !== true)
  )
}

// Edit (update, reorder, hide, pin, and every child change): the owner or the ST of its chronicle.
export function canEditItem(
  viewer: Viewer | null,
  item: OwnedItem,
  chronicle: ChronicleMembership | null,
): boolean {
  return isOwner(viewer, item) || isStoryteller(viewer, chronicleOf(item, chronicle))
}

// Publish or unpublish (make it viewable by anyone, signed in or not): only the owner. The ST
// may edit a member's item, but not show it to the world: it would stay public after it left.
export function canPublishItem(viewer: Viewer | null, item: OwnedItem): boolean {
  return isOwner(viewer, item)
}

// Secrets (hidden intimacies) are shown exactly to those who may edit.
export const canSeeSecrets = canEditItem

// Delete: only an item in no chronicle, so only by its owner; remove it from the chronicle first.
export function canDeleteItem(viewer: Viewer | null, item: OwnedItem): boolean {
  return isOwner(viewer, item) && item.chronicle_id === null
}

// Change type: like delete, only outside a chronicle, because it can destroy charms.
export function canChangeType(viewer: Viewer | null, item: OwnedItem): boolean {
  return canDeleteItem(viewer, item)
}

// Create, duplicate, create a battlegroup from a qc: any signed-in player, owning the new item;
// the source of a copy must be viewable.
export function canCopyItem(
  viewer: Viewer | null,
  source: OwnedItem,
  chronicle: ChronicleMembership | null,
): boolean {
  return viewer !== null && canViewItem(viewer, source, chronicle)
}

// Add to a chronicle: the owner, when they run or belong to it; or its ST, for a member's item
// the ST may already edit (moving it from another chronicle they run). Adding never grants
// edit rights nobody had, and never puts an outsider's item into a chronicle.
export function canAddToChronicle(
  viewer: Viewer | null,
  item: OwnedItem,
  target: ChronicleMembership,
  current: ChronicleMembership | null,
): boolean {
  if (item.chronicle_id === target.id) return false
  const ownerBelongs = target.st_id === item.player_id || target.member_ids.includes(item.player_id)
  if (!ownerBelongs) return false
  if (isOwner(viewer, item)) return true
  return isStoryteller(viewer, target) && canEditItem(viewer, item, current)
}

// Remove from a chronicle: the owner or the chronicle's ST, for an item that is in it.
export function canRemoveFromChronicle(
  viewer: Viewer | null,
  item: OwnedItem,
  chronicle: ChronicleMembership,
): boolean {
  return item.chronicle_id === chronicle.id && canEditItem(viewer, item, chronicle)
}

// View a chronicle (and its item lists): its ST and its members.
export function canViewChronicle(viewer: Viewer | null, chronicle: ChronicleMembership): boolean {
  return isStoryteller(viewer, chronicle) || isMember(viewer, chronicle)
}

// Rename, edit notes, regenerate the invite code, delete, see the invite code: the ST alone.
export function canEditChronicle(viewer: Viewer | null, chronicle: ChronicleMembership): boolean {
  return isStoryteller(viewer, chronicle)
}

// Join (with the invite code): a signed-in player who is neither its ST nor already a member.
export function canJoinChronicle(viewer: Viewer | null, chronicle: ChronicleMembership): boolean {
  return viewer !== null && !isStoryteller(viewer, chronicle) && !isMember(viewer, chronicle)
}

// Remove a player: the ST may remove any member; a member may remove themself (leaving).
export function canRemovePlayer(
  viewer: Viewer | null,
  chronicle: ChronicleMembership,
  playerId: number,
): boolean {
  if (!chronicle.member_ids.includes(playerId)) return false
  return isStoryteller(viewer, chronicle) || viewer?.id === playerId
}

// Create a combat actor: the chronicle's ST, from a qc or battlegroup they may view.
export function canCreateCombatActor(
  viewer: Viewer | null,
  chronicle: ChronicleMembership,
  source: OwnedItem,
  sourceChronicle: ChronicleMembership | null,
): boolean {
  return isStoryteller(viewer, chronicle) && canViewItem(viewer, source, sourceChronicle)
}

// Delete (take out of combat) a combat actor: those who may edit it, its owner or the ST.
// Unlike other items it always sits in a chronicle, so canDeleteItem would never allow it.
export function canDeleteCombatActor(
  viewer: Viewer | null,
  actor: OwnedItem,
  chronicle: ChronicleMembership | null,
): boolean {
  return canEditItem(viewer, actor, chronicle)
}

// A player may change only their own account (display name).
export function canEditPlayer(callerId: number, playerId: number): boolean {
  return callerId === playerId
}

// Live events about an item reach its owner, its chronicle's ST, and the members unless hidden.
export function itemAudience(item: OwnedItem, chronicle: ChronicleMembership | null): number[] {
  const home = chronicleOf(item, chronicle)
  if (home === null) return [item.player_id]
  const members = item.hidden === true ? [] : home.member_ids
  return [...new Set([item.player_id, home.st_id, ...members])]
}

// Live events about a chronicle reach its ST and its members.
export function chronicleAudience(chronicle: ChronicleMembership): number[] {
  return [...new Set([chronicle.st_id, ...chronicle.member_ids])]
}

/** What the rules need to know about a roll. */
export interface RollSight {
  readonly player_id: number
  /** Null for a personal roll, outside any chronicle. */
  readonly chronicle_id: number | null
  readonly visibility: 'public' | 'storyteller' | 'private'
  /** An attack's: the owner of the combatant attacked. */
  readonly target_player_id?: number | null
}

// See a roll: its roller always; in its chronicle, the ST when it is public or for the ST, the
// members when it is public, and a member whose combatant it attacked. Nobody else sees a
// personal roll.
export function canSeeRoll(
  viewer: Viewer | null,
  roll: RollSight,
  chronicle: ChronicleMembership | null,
): boolean {
  if (viewer !== null && viewer.id === roll.player_id) return true
  const home = chronicle !== null && roll.chronicle_id === chronicle.id ? chronicle : null
  // An attack reaches the owner of the combatant it was made against, whatever its visibility.
  if (home !== null && viewer?.id === roll.target_player_id && isMember(viewer, home)) return true
  if (roll.visibility === 'private' || home === null) return false
  if (isStoryteller(viewer, home)) return true
  return roll.visibility === 'public' && isMember(viewer, home)
}

// Roll in a chronicle and read its log: those who may view it. Clear its log: the ST alone.
export const canClearChronicleRolls = canEditChronicle

// Live events about a roll reach exactly those who may see it.
export function rollAudience(roll: RollSight, chronicle: ChronicleMembership | null): number[] {
  const candidates =
    chronicle === null ? [roll.player_id] : [roll.player_id, ...chronicleAudience(chronicle)]
  return [...new Set(candidates)].filter((id) => canSeeRoll({ id }, roll, chronicle))
}

/** What the handover rules need to know about an offer: who made it and to whom. */
export interface OfferParties {
  readonly from_player_id: number
  readonly to_player_id: number
}

// In a chronicle: its ST or one of its members.
export function isInChronicle(playerId: number, chronicle: ChronicleMembership): boolean {
  return isStoryteller({ id: playerId }, chronicle) || isMember({ id: playerId }, chronicle)
}

// Offer an item: its owner, for an item in a chronicle they are in. Even the ST, who may edit
// a member's item, cannot give it away.
export function canOfferItem(
  viewer: Viewer | null,
  item: OwnedItem,
  chronicle: ChronicleMembership,
): boolean {
  return (
    viewer !== null &&
    isOwner(viewer, item) &&
    item.chronicle_id === chronicle.id &&
    isInChronicle(viewer.id, chronicle)
  )
}

// Offer the chronicle itself: its ST alone.
export const canOfferChronicle = canEditChronicle

// Receive an item: anyone else in its chronicle (ST or member). Receive the chronicle: a member.
export function canReceiveHandover(
  receiverId: number,
  offererId: number,
  chronicle: ChronicleMembership,
  thing: 'item' | 'chronicle',
): boolean {
  if (receiverId === offererId) return false
  return thing === 'chronicle'
    ? isMember({ id: receiverId }, chronicle)
    : isInChronicle(receiverId, chronicle)
}

// See an offer: its two parties, and the ST of its chronicle.
export function canSeeOffer(
  viewer: Viewer | null,
  offer: OfferParties,
  chronicle: ChronicleMembership | null,
): boolean {
  if (viewer === null) return false
  return (
    viewer.id === offer.from_player_id ||
    viewer.id === offer.to_player_id ||
    isStoryteller(viewer, chronicle)
  )
}

// Accept or decline: the receiver alone. Withdraw: the offerer alone.
export function canAnswerOffer(
  viewer: Viewer | null,
  offer: OfferParties,
  answer: 'accept' | 'decline' | 'withdraw',
): boolean {
  if (viewer === null) return false
  return answer === 'withdraw'
    ? viewer.id === offer.from_player_id
    : viewer.id === offer.to_player_id
}

// Live events about an offer reach its parties and its chronicle's ST.
export function offerAudience(offer: OfferParties, stId: number): number[] {
  return [...new Set([offer.from_player_id, offer.to_player_id, stId])]
}

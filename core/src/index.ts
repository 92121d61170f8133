// The domain shared by server, web and bench: schemas, rules, permissions, protocol.
// Only what other workspaces use is named here; the rest stays inside core.

export {
  type Delivery,
  groupDeliveries,
  type ItemAudience,
  type ItemChangeFacts,
  type ItemSight,
  itemChangeDeliveries,
} from './audience/item-change-deliveries.ts'
export {
  type CharacterTypeRecord,
  LIMIT_MAX,
  type TraitList,
} from './character-types/character-type.ts'
export { type CreationBudget, SOLAR_CREATION_BUDGET } from './character-types/creation-budget.ts'
export { CHARACTER_TYPE_TABLE } from './character-types/table.ts'
export {
  ATTACK_KINDS,
  type AttackKind,
  type AttackProblem,
  attackPoolOf,
  attackRollSettings,
  DEFENCE_CHOICES,
  type Defence,
  type DefenceChoice,
  defenceOf,
  isAttackProblem,
} from './combat/attack.ts'
export type { AttackAnswer, AttackResolutionJson } from './combat/attack-answer.ts'
export {
  type AttackRequest,
  type AttackRequestBody,
  attackRequestSchema,
} from './combat/attack-request.ts'
export {
  type AttackSummary,
  attackSummaryOf,
  attackSummarySchema,
} from './combat/attack-summary.ts'
export { battlegroupMayAttack } from './combat/battlegroup-attack.ts'
export { combatActorSheet } from './combat/combat-actor-sheet.ts'
export { type CombatChange, netChanges, undoOf } from './combat/combat-change.ts'
export {
  type Combatant,
  combatantKey,
  INITIATIVE_BREAK,
  isCrashed,
  JOIN_BATTLE_BONUS,
  parseCombatantKey,
} from './combat/combatant.ts'
export { decisiveDamageDice, mayAttackDecisively } from './combat/decisive.ts'
export type { Fighter, FighterAttack } from './combat/fighter.ts'
export {
  battlegroupFighter,
  characterFighter,
  type FighterSource,
  fighterOf,
  qcFighter,
} from './combat/fighter-sheets.ts'
export {
  GAMBITS,
  type Gambit,
  gambitDifficultyText,
  gambitTerms,
  mayAttemptGambit,
} from './combat/gambits.ts'
export { RESTRAIN_ROUNDS, resolveGrappleAction, THROW_DICE } from './combat/grapple-actions.ts'
export { grapplePenalty, holds } from './combat/grapple-hold.ts'
export {
  GRAPPLE_ACTIONS,
  GRAPPLE_ATTACKS,
  type GrappleAction,
  type GrappleRequest,
  type GrappleRequestBody,
  grappleRequestSchema,
} from './combat/grapple-request.ts'
export {
  MOUNTED_ATTACK_BONUS,
  MOUNTED_BATTLEGROUP_BONUS,
  MOUNTED_DEFENCE_BONUS,
  mountedAttackDice,
  mountedDefence,
} from './combat/mounted.ts'
export { combatantOf, type Participant, participantOf } from './combat/participant.ts'
export {
  actedSchema,
  type CombatantRef,
  type CombatChangeJson,
  type CombatResult,
  downtimeSchema,
  initiativeSchema,
  joinBattleSchema,
  leaveCombatSchema,
  noFieldsSchema,
  recoverWillpowerSchema,
  respireSchema,
  undoSchema,
} from './combat/requests.ts'
export {
  type Resolution,
  type ResolutionRoll,
  resolveAttack,
} from './combat/resolve-attack.ts'
export { endCombat, newRound } from './combat/rounds.ts'
export { downtime, endScene, recoverWillpower, respire } from './combat/storyteller-controls.ts'
export { roundState, turnOrder } from './combat/turn-order.ts'
export { joinBattle, leaveCombat, setActed, setInitiative } from './combat/turns.ts'
export { witheringDamagePool } from './combat/withering.ts'
export { BONUS_POINT_COSTS } from './creation/bonus-point-costs.ts'
export { type CreationSheet, isFavoredTrait } from './creation/creation-sheet.ts'
export {
  ATTRIBUTE_GROUPS,
  ATTRIBUTE_PRIORITIES,
  type CreationLine,
  type CreationSpend,
  creationSpend,
} from './creation/creation-spend.ts'
export {
  AWARD_LABEL_PREFIX,
  awardedFields,
  EXPERIENCE_KINDS,
  type ExperienceAward,
  type ExperienceAwardSummary,
  type ExperienceKind,
  exaltXpWord,
  experienceAwardSchema,
  experienceAwardSummarySchema,
  experienceKindLabel,
  experienceKindsOf,
  isAwardLine,
  type LogTotals,
  logTotals,
  MAX_AWARD_REASON_LENGTH,
  MAX_AWARDED_CHARACTERS,
  MAX_EXPERIENCE_AWARD,
} from './creation/experience-awards.ts'
export {
  EXPERIENCE_COSTS,
  isPastCreation,
  nextDotCost,
  type RaiseCost,
  type RaisedTrait,
  raiseCost,
} from './creation/experience-costs.ts'
export {
  EXTENDED_LISTS,
  type ExtendedList,
  type ExtendedTarget,
  extendedRollVisibility,
  extendedTargetProblem,
  withExtendedRoll,
} from './dice/extended-roll.ts'
export { influenceRecordOf, namedIntimacy } from './dice/influence-record.ts'
export {
  DEFAULT_TARGET_NUMBER,
  DIE_SIDES,
  defaultDoubles,
  type PoolResult,
  type PoolSettings,
  poolOutcome,
  rollPool,
} from './dice/pool.ts'
export { type RandomInt, seededRandom } from './dice/random.ts'
export {
  type InfluenceRecord,
  type RollRecord,
  rollRecordSchema,
} from './dice/roll-record.ts'
export {
  type InfluenceRequest,
  MAX_AUTO_SUCCESSES,
  MAX_DICE,
  MAX_ROLL_MOTES,
  poolOf,
  ROLL_VISIBILITIES,
  ROLLER_KINDS,
  type RollRequest,
  type RollRequestBody,
  type RollSpend,
  type RollVisibility,
  rollRequestSchema,
} from './dice/roll-request.ts'
export {
  excellencyCap,
  NO_CHOICES,
  type RollBasis,
  type RollChoices,
  type RollSetup,
  rollSetup,
  STUNT_LEVELS,
  STUNT_REWARDS,
  type StuntLevel,
  type StuntReward,
} from './dice/roll-setup.ts'
export { isSpendProblem, rollSpendChange, type SpendProblem } from './dice/roll-spend.ts'
export {
  SOCIAL_TARGET_KINDS,
  type SocialTarget,
  type SocialTargetKind,
  socialTargetOf,
  type TargetIntimacy,
} from './dice/social-target.ts'
export {
  HANDOVER_ANSWERS,
  HANDOVER_ITEM_KINDS,
  HANDOVER_STATUSES,
  type HandoverAnswer,
  type HandoverItemKind,
  type HandoverOffer,
  type HandoverOfferRequest,
  type HandoverStatus,
  type HandoverThingKind,
  handoverOfferRequestSchema,
  handoverOfferSchema,
  STATUS_AFTER,
} from './handover-offer.ts'
export { happeningText } from './happening-text.ts'
export {
  canSeeHappening,
  type Happening,
  type HappeningAudience,
  type HappeningKind,
  type HappeningSubject,
  happeningAudienceIds,
  happeningSubjectSchema,
  type SessionLogLine,
  sessionLogLineSchema,
} from './happenings.ts'
export { journalDeliveries } from './journal/journal-deliveries.ts'
export {
  chosenPlayersProblem,
  JOURNAL_VISIBILITIES,
  type JournalEntry,
  type JournalEntryCreate,
  type JournalEntryPatch,
  type JournalSight,
  type JournalVisibility,
  journalEntryCreateSchema,
  journalEntryPatchSchema,
  journalEntrySchema,
  journalListQuerySchema,
  MAX_JOURNAL_BODY,
  MAX_JOURNAL_CHOSEN,
  MAX_JOURNAL_SESSION,
  patchedJournalSight,
} from './journal/journal-entry.ts'
export {
  canEditJournalEntry,
  canGiveJournalVisibility,
  canViewJournalEntry,
  journalEntryAudience,
} from './journal/journal-permissions.ts'
export {
  defaultEntryName,
  type LibraryCopy,
  type LibraryEntry,
  type LibraryEntryCreate,
  libraryCopySchema,
  libraryDocumentSchema,
  libraryEntryCreateSchema,
  libraryEntryPatchSchema,
  libraryListQuerySchema,
} from './library/library-entry.ts'
export {
  isLibraryKind,
  LIBRARY_KINDS,
  LIBRARY_TARGETS,
  type LibraryKind,
  MAX_LIBRARY_ENTRIES,
  MAX_LIBRARY_TAGS,
  SHEET_BOUND_FIELDS,
} from './library/library-kinds.ts'
export {
  canEditLibraryEntry,
  canViewLibraryEntry,
} from './library/library-permissions.ts'
export {
  type ChronicleMembership,
  canAddToChronicle,
  canAnswerOffer,
  canChangeType,
  canClearChronicleRolls,
  canCreateCombatActor,
  canDeleteCombatActor,
  canDeleteItem,
  canEditChronicle,
  canEditItem,
  canEditPlayer,
  canJoinChronicle,
  canOfferChronicle,
  canOfferItem,
  canPublishItem,
  canReceiveHandover,
  canRemoveFromChronicle,
  canRemovePlayer,
  canSeeOffer,
  canSeeRoll,
  canSeeSecrets,
  canViewChronicle,
  canViewItem,
  chronicleAudience,
  isInChronicle,
  isMember,
  isOwner,
  isStoryteller,
  itemAudience,
  type OfferParties,
  type OwnedItem,
  offerAudience,
  type RollSight,
  rollAudience,
  type Viewer,
} from './permissions.ts'
export {
  type ChronicleExport,
  childListsOf,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  fieldsNotImported,
  type ItemExport,
  itemExport,
  MAX_IMPORT_BYTES,
} from './portable/export-format.ts'
export { exportFormatMarkdown } from './portable/export-format-doc.ts'
export {
  MAX_PORTRAIT_BYTES,
  PORTRAIT_TOO_LARGE_MESSAGE,
  PORTRAIT_TYPE_MESSAGE,
  PORTRAIT_TYPES,
  type PortraitType,
  portraitTypeOf,
} from './portrait/portrait-image.ts'
export {
  AUTH_SUBPROTOCOL_PREFIX,
  authSubprotocol,
  CABLE_PATH,
  CABLE_SUBPROTOCOLS,
  type CableFrame,
  CHRONICLE_CHANNEL,
  cableFrames,
  chronicleChannelIdentifier,
  createEvent,
  type DisconnectReason,
  destroyEvent,
  eventEntity,
  eventPlacement,
  type HandoverOfferEvent,
  handoverOfferEventSchema,
  type JournalEvent,
  journalEventSchema,
  type LiveEvent,
  type LiveEventPlacement,
  type LiveMessage,
  type LogLineEvent,
  liveEventSchema,
  liveMessageSchema,
  logLineEventSchema,
  MAX_SOCKETS_PER_PLAYER,
  PING_INTERVAL_SECONDS,
  parseCableCommand,
  parseChronicleChannelIdentifier,
  type RollEvent,
  rollEventSchema,
  tokenFromSubprotocols,
  updateEvent,
  welcomeProtocolVersion,
} from './protocol.ts'
export { PROTOCOL_VERSION } from './protocol-version.ts'
export { ANIMA_LEVELS, animaLabel, BONFIRE } from './rules/anima.ts'
export {
  type BattlegroupStatDetails,
  battlegroupMagnitude,
  battlegroupStatDetails,
  DRILL_LABELS,
  drillLabel,
} from './rules/battlegroup.ts'
export { castesOf, casteTraits } from './rules/castes.ts'
export type { CharacterInput } from './rules/character-context.ts'
export {
  type CharacterStatDetails,
  characterStatDetails,
  characterStats,
} from './rules/character-stats.ts'
export { craftProgress, craftProjectTerms } from './rules/craft-project.ts'
export { craftRollCost } from './rules/craft-roll-cost.ts'
export { craftSlots, type SlotUse } from './rules/craft-slots.ts'
export type { AppliedEffect } from './rules/effects.ts'
export { traitHasExcellency } from './rules/excellency-eligibility.ts'
export {
  type ExtendedProgress,
  extendedRollProblem,
  rollsLeft,
} from './rules/extended-roll.ts'
export {
  appearanceDice,
  type InfluenceDifficulty,
  influenceDifficulty,
  intimacyModifier,
  type NamedIntimacy,
} from './rules/influence-difficulty.ts'
export {
  type InfluenceOutcome,
  influenceOutcome,
  WILLPOWER_TO_RESIST,
} from './rules/influence-outcome.ts'
export {
  effectsWithFormLeft,
  effectsWithFormTaken,
  type FormStatBlock,
  formAttributes,
  formEffectName,
  type LunarForm,
  type TakenForm,
  takenForm,
} from './rules/lunar-form.ts'
export {
  hasPainTolerance,
  MERIT_RATING_NOT_APPLICABLE,
  qcHasPainTolerance,
  RECOGNISED_MERITS,
  recognisedMerit,
} from './rules/merits.ts'
export {
  animaAfter,
  type MotePoolState,
  moteSpendChanges,
  moteSpendRange,
  type StoredCommitment,
} from './rules/mote-spend.ts'
export { MOTE_POOL_LABELS, MOTE_POOLS, type MotePool, motesAvailable } from './rules/motes.ts'
export type { Penalties, PenaltyKind } from './rules/penalties.ts'
export { type QcStatDetails, qcStatDetails } from './rules/qc.ts'
export { QC_EXCELLENCIES, type QcExcellency } from './rules/qc-excellency.ts'
export { uniqueKeys } from './rules/record-keys.ts'
export type { HealthTrack } from './rules/sheet-input.ts'
export { WORKING_ROLL, workingProgress } from './rules/sorcerous-working.ts'
export type { ExcellencyDetail, StatDetail } from './rules/stat-detail.ts'
export { characterTraitRoll } from './rules/trait-roll.ts'
export type { WeaponDetails } from './rules/weapon-stats.ts'
export { woundPenalty } from './rules/wound-penalty.ts'
export { MOST_MOUNT_SPEED_BONUS } from './schemas/asset.ts'
export { type Battlegroup, battlegroupSchemas } from './schemas/battlegroup.ts'
export { type Character, type CharacterFields, characterSchemas } from './schemas/character.ts'
export {
  CHARM_KINDS,
  CHARM_TYPES,
  type Charm,
  type CharmFields,
  type CharmType,
  charmSchemas,
} from './schemas/charm.ts'
export { type Chronicle, chronicleSchemas } from './schemas/chronicle.ts'
export {
  COMBAT_ACTOR_SOURCES,
  type CombatActor,
  type CombatActorFields,
  combatActorSchemas,
} from './schemas/combat-actor.ts'
export {
  DISCORD_ANNOUNCEMENTS,
  DISCORD_WEBHOOK_URL_MAX,
  type DiscordAnnouncement,
  type DiscordSettings,
  type DiscordSettingsRequest,
  discordSettingsRequestSchema,
} from './schemas/discord-webhook.ts'
export {
  type CharmEffectDefinition,
  effectsWithCharmActivated,
  type HeldEffect,
  MAX_EFFECT_ROUNDS,
} from './schemas/effects.ts'
export {
  type CraftProject,
  type CraftXp,
  craftProjectItems,
  type ExtendedRollEntry,
  MAX_EXTENDED_ROLLS,
  type Working,
  workingItems,
} from './schemas/extended-rolls.ts'
export type {
  FullBattlegroup,
  FullCharacter,
  FullCombatActor,
  FullQc,
  FullQcAttack,
  FullWeapon,
} from './schemas/full-items.ts'
export { INVITE_CODE_LENGTH, inviteCodeFrom, joinChronicleSchema } from './schemas/invite-code.ts'
export { kindDefaults, rowsWithDefaults, withDefaults } from './schemas/kind-defaults.ts'
export {
  CHARM_LISTS,
  CHRONICLE_ITEM_KINDS,
  type CharmList,
  type ChronicleItemKind,
  isKindName,
  KIND_NAMES,
  KIND_PLACES,
  type KindName,
  kindNameByPlural,
  listsUnder,
  type ParentLink,
} from './schemas/kind-tree.ts'
export { assignListItemIds, LIST_ITEM_ID_LENGTH, listItemIdFrom } from './schemas/list-items.ts'
export { type Merit, meritSchemas } from './schemas/merit.ts'
export type { Player } from './schemas/player.ts'
export { displayNameSchema, playerUpdateSchema } from './schemas/player.ts'
export { type Poison, poisonSchemas } from './schemas/poison.ts'
export { type Qc, type QcFields, qcSchemas } from './schemas/qc.ts'
export { type QcAttack, qcAttackSchemas } from './schemas/qc-attack.ts'
export { type QcCharm, qcCharmSchemas } from './schemas/qc-charm.ts'
export { type QcMerit, qcMeritSchemas } from './schemas/qc-merit.ts'
export {
  assocOf,
  assocsUnder,
  KINDS,
  type KindDefinition,
  kindByPlural,
} from './schemas/registry.ts'
export {
  inRankOrder,
  moveInRanks,
  type RankedItem,
  rankAfterLast,
  respreadRanks,
  type SortingPosition,
} from './schemas/sort-rank.ts'
export { type Spell, spellSchemas } from './schemas/spell.ts'
export { cleanTagList } from './schemas/tag-list.ts'
export { validationErrors } from './schemas/validation-errors.ts'
export { type Weapon, weaponSchemas } from './schemas/weapon.ts'
export { withoutSecrets } from './secrets.ts'
export {
  CHARACTER_TYPES,
  type CharacterType,
  isCharacterType,
} from './vocabulary/character-types.ts'
export { type CombatantKind, CRASH_RECOVERY_TURNS } from './vocabulary/combatants.ts'
export {
  ATTRIBUTE_EFFECT_TARGETS,
  BATTLEGROUP_EFFECT_TARGETS,
  CHARACTER_EFFECT_TARGETS,
  EFFECT_DURATIONS,
  EFFECT_SOURCES,
  EFFECT_TARGET_LABELS,
  type EffectDuration,
  type EffectSource,
  type EffectTarget,
  QC_EFFECT_TARGETS,
  WEAPON_EFFECT_TARGETS,
} from './vocabulary/effect-targets.ts'
export {
  AURAS,
  CHARM_TIMINGS,
  CRAFT_CATEGORIES,
  CRAFT_XP_FIELDS,
  type CraftCategory,
  EXTENDED_OUTCOMES,
  type ExtendedOutcome,
  MERIT_CATEGORIES,
  SPELL_CIRCLES,
  WORKING_CIRCLES,
} from './vocabulary/enumerations.ts'
export { isExcellencyRule } from './vocabulary/excellency-rules.ts'
export { RANGE_BANDS, type RangeBand } from './vocabulary/range-bands.ts'
export {
  INTIMACY_STANCES,
  type IntimacyStance,
  SOCIAL_ACTION_DEFINITIONS,
  SOCIAL_ACTIONS,
  type SocialAction,
} from './vocabulary/social-actions.ts'
export type { CharacterPool, CharacterRating } from './vocabulary/stat-keys.ts'
export { ABILITIES, ATTRIBUTES, type AttributeName, PLAIN_ABILITIES } from './vocabulary/traits.ts'
export { ARMOR_WEIGHTS, WEAPON_WEIGHTS } from './vocabulary/weights.ts'
export { type CharacterDraft, newCharacterDraft } from './writes/character-adjustments.ts'
export {
  changeCharacterType,
  changeTypeSchema,
  charmAfterTypeChange,
} from './writes/character-type-change.ts'
export {
  BATTLEGROUP_FROM_QC_CHILDREN,
  battlegroupFromQc,
  DUPLICATED_CHILDREN,
  duplicateFields,
} from './writes/duplicate.ts'
export { KIND_RULES, type RuledFields } from './writes/kind-rules.ts'

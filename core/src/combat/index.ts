// The initiative tracker and the storyteller's controls: pure state transitions over a
// chronicle's combatants, each returning the changes to apply (and to undo).
export * from './combat-change.ts'
export * from './combatant.ts'
export * from './healing.ts'
export * from './participant.ts'
export * from './requests.ts'
export * from './respire.ts'
export * from './rounds.ts'
export * from './storyteller-controls.ts'
export * from './turn-order.ts'
export * from './turns.ts'
export * from './willpower.ts'

// The domain shared by server and web: schemas, rules, permissions, protocol.
export * from './character-types.ts'
export * from './permissions.ts'
export * from './player.ts'
export * from './protocol.ts'
export * from './rules/index.ts'
export * from './schemas/index.ts'
export * from './secrets.ts'
export * from './sort-rank.ts'

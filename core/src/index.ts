// The domain shared by server and web: schemas, rules, permissions, protocol.
export * from './player.ts'

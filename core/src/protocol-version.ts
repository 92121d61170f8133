/**
 * The live protocol's version (see protocol.ts). Bump it whenever a shape there changes
 * incompatibly: open pages built for an older one then ask to be reloaded. Kept apart from the
 * protocol's schemas so that the page's frame can read it without loading them.
 */
export const PROTOCOL_VERSION = 2

import type { HandoverOffer, HandoverThingKind } from '@loom/core'
import type { ItemKind } from '../store/entities/kinds.ts'

/** The kind an item's store list holds, as an offer names it. */
export const THING_OF_KIND: Readonly<Record<ItemKind, Exclude<HandoverThingKind, 'chronicle'>>> = {
  characters: 'character',
  qcs: 'qc',
  battlegroups: 'battlegroup',
}

const KIND_WORDS: Readonly<Record<HandoverThingKind, string>> = {
  character: 'character',
  qc: 'quick character',
  battlegroup: 'battlegroup',
  chronicle: 'chronicle',
}

/** How an offer names its thing in a sentence: "the character Zan", "the chronicle Rain". */
export function thingPhrase(thing: HandoverOffer['thing']): string {
  return `the ${KIND_WORDS[thing.type]} ${thing.name}`
}

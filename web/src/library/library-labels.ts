import type { LibraryEntry, LibraryKind } from '@loom/core'
import type { ChronicleEntry } from '../store/selectors.ts'

/** How the library names its kinds: "Add a charm from the library". */
export const LIBRARY_KIND_LABELS: Readonly<Record<LibraryKind, string>> = {
  charm: 'charm',
  spell: 'spell',
  merit: 'merit',
  weapon: 'weapon',
  qc: 'QC',
  battlegroup: 'battlegroup',
}

/** Which library an entry is in: "My library" or its chronicle's name. */
export function libraryName(
  entry: Pick<LibraryEntry, 'chronicle_id'>,
  chronicles: readonly ChronicleEntry[],
): string {
  if (entry.chronicle_id === null) return 'My library'
  return chronicles.find(({ id }) => id === entry.chronicle_id)?.name ?? 'A chronicle'
}

/** One line about what an entry holds: a charm's cost and ability, a merit's rating… */
export function entrySummary({ kind, document }: LibraryEntry): string {
  const parts: unknown[] =
    kind === 'charm'
      ? [document.charm_type, document.ability, document.cost]
      : kind === 'spell'
        ? [document.circle, document.cost]
        : kind === 'merit'
          ? [document.merit_name, document.rating === undefined ? '' : `${document.rating} dots`]
          : [document.weight, document.damage_attribute]
  return parts.filter((part) => typeof part === 'string' && part !== '').join(' · ')
}

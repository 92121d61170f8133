import { type ComponentProps, useEffect, useMemo } from 'react'
import type { Id } from '../api/types.ts'
import type { CharacterView } from '../character/character-view.ts'
import type { BioSection as Bio } from '../character/sheet/BioSection.tsx'
import { CharacterOverview } from '../character/sheet/CharacterOverview.tsx'
import type { CharmsSection as Charms } from '../character/sheet/CharmsSection.tsx'
import { CraftingBlock } from '../character/sheet/CraftingBlock.tsx'
import { MeritsSection } from '../character/sheet/MeritsSection.tsx'
import { WorkingsBlock } from '../character/sheet/WorkingsBlock.tsx'
import {
  type CharacterEdits,
  useCanEditCharacter,
  useCharacterEdits,
  useCharacterView,
} from '../character/use-character.ts'
import { isWholeCharacter } from '../character/whole-character.ts'
import { RollProvider } from '../dice/RollProvider.tsx'
import type { Roller } from '../dice/roller.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { lazyPage, preloadComponent } from '../frame/lazy-page.ts'
import { usePrintOnArrival } from '../sheet/print-request.ts'
import { ItemGate } from '../widgets/ItemGate.tsx'

// The overview is what most visits open first: the charms and bio sections, with what only
// they need (the charm cards, the charm filter and its autocomplete), load in chunks of their
// own, asked for once the overview is on screen. The merits section is small enough to come
// with the page.
const CharmsSection = lazyPage<ComponentProps<typeof Charms>>(() =>
  import('../character/sheet/CharmsSection.tsx').then((module) => ({
    default: module.CharmsSection,
  })),
)
const BioSection = lazyPage<ComponentProps<typeof Bio>>(() =>
  import('../character/sheet/BioSection.tsx').then((module) => ({ default: module.BioSection })),
)

/** Starts loading the sections' code; resolves once it is here. */
export function preloadSections(): Promise<unknown> {
  return Promise.all([CharmsSection, BioSection].map((section) => preloadComponent(section)))
}

/** Loads the code of the section the page opens on, if it comes in a chunk of its own. */
export function preloadParts({ section }: { section: SheetSection }): Promise<unknown> {
  if (section === 'charms' || section === 'sorcery') return preloadComponent(CharmsSection)
  if (section === 'bio') return preloadComponent(BioSection)
  return Promise.resolve()
}

export type SheetSection = 'overview' | 'merits' | 'charms' | 'sorcery' | 'bio'

const SECTION_TITLES: Record<SheetSection, string> = {
  overview: '',
  merits: 'Merits',
  charms: 'Charms',
  sorcery: 'Sorcery',
  bio: 'Bio',
}

/** The character sheet's read view, for everyone who may see it; editors also spend and heal. */
export default function CharacterSheetPage({ section }: { section: SheetSection }) {
  return (
    <ItemGate kind="characters" isComplete={isWholeCharacter}>
      {(item) => <Sheet id={item.id} section={section} />}
    </ItemGate>
  )
}

function Sheet({ id, section }: { id: Id; section: SheetSection }) {
  const view = useCharacterView(id)
  const canEdit = useCanEditCharacter(id)
  const edits = useCharacterEdits(id)
  useDocumentTitle([view?.character.name ?? '', SECTION_TITLES[section]].filter(Boolean).join(' '))
  usePrintOnArrival(view !== undefined)
  useEffect(() => {
    void preloadSections()
  }, [])
  const name = view?.character.name ?? ''
  const chronicleId = view?.character.chronicle_id ?? null
  // Its editors roll for it: into its chronicle's log, or their own outside one.
  const roller = useMemo(
    (): Roller | null => (canEdit ? { kind: 'character', id, name, chronicleId } : null),
    [canEdit, id, name, chronicleId],
  )
  if (!view) return null
  return (
    <RollProvider roller={roller}>
      <SheetSection view={view} section={section} edits={canEdit ? edits : null} />
    </RollProvider>
  )
}

function SheetSection({
  view,
  section,
  edits,
}: {
  view: CharacterView
  section: SheetSection
  edits: CharacterEdits | null
}) {
  switch (section) {
    case 'overview':
      return <CharacterOverview view={view} edits={edits} />
    case 'merits':
      return <MeritsSection merits={view.merits} />
    case 'charms':
      return <CharmsSection view={view} edits={edits} />
    case 'sorcery':
      // Workings are the sorcerer's secret: only the sheet's editors receive them.
      return (
        <>
          {edits && <WorkingsBlock view={view} edits={edits} />}
          <CharmsSection view={view} spellsOnly />
        </>
      )
    case 'bio':
      // Beside the craft experience the Bio section shows.
      return (
        <>
          <CraftingBlock view={view} edits={edits} />
          <BioSection character={view.character} />
        </>
      )
  }
}

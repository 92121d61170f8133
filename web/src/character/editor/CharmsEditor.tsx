import type { CharmType } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { type ReactNode, useState } from 'react'
import { SelectInput } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView, CharmAssoc } from '../character-view.ts'
import { STANDARD_CATEGORIES } from '../charm-filter.ts'
import { CHARM_SECTIONS } from '../charm-text.ts'
import { typeDisplay, typeRecord } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { AddRowActions } from './AddRowActions.tsx'
import { CharmEditorCard } from './CharmEditorCard.tsx'
import { SpellEditorCard } from './SpellEditorCard.tsx'
import { useChildList } from './use-child-list.ts'

const KIND_OF_SECTION: Readonly<Record<CharmAssoc, CharmType | 'native'>> = {
  charms: 'native',
  martial_arts_charms: 'MartialArts',
  evocations: 'Evocation',
  spirit_charms: 'Spirit',
}

const NO_LOADOUTS = '\u0000none'

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/** Charm or spell cards, two to a row on wide screens. */
function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  )
}

function LoadoutControls({
  view,
  edits,
  loadouts,
  required,
}: {
  view: CharacterView
  edits: CharacterEdits
  loadouts: string[]
  /** Alchemicals always have a loadout installed: they cannot switch loadouts off. */
  required: boolean
}) {
  const active = view.character.active_loadout
  if (active === null) {
    return (
      <Button
        size="small"
        onClick={() => edits.update({ active_loadout: 'Default' })}
        data-testid="charms-use-loadouts"
      >
        Use Loadouts
      </Button>
    )
  }
  return (
    <SelectInput
      label="Current Loadout"
      value={active}
      choices={[
        ...sorted([...loadouts, active]).map((loadout) => ({ value: loadout, label: loadout })),
        ...(required ? [] : [{ value: NO_LOADOUTS, label: 'Do not use loadouts' }]),
      ]}
      onCommit={(value) => edits.update({ active_loadout: value === NO_LOADOUTS ? null : value })}
      testId="charms-current-loadout"
    />
  )
}

function CharmList({
  view,
  edits,
  assoc,
  title,
  expanded,
  toggle,
}: {
  view: CharacterView
  edits: CharacterEdits
  assoc: CharmAssoc
  title: string
  expanded: string | null
  toggle: (key: string) => void
}) {
  const { character } = view
  const charms = view.charms[assoc]
  const list = useChildList(edits, 'charms', assoc, charms)
  const section = KIND_OF_SECTION[assoc]
  const { nativeCharms: native, loadouts: loadoutRule } = typeRecord(character.type)
  const loadoutsOn = loadoutRule !== 'none'
  const charmType = section === 'native' ? native : section
  const allCharms = CHARM_SECTIONS.flatMap((s) => view.charms[s.assoc])
  const categories = sorted([...STANDARD_CATEGORIES, ...allCharms.flatMap((c) => c.categories)])
  const loadouts = sorted(view.charms.charms.flatMap((c) => c.loadouts).filter((l) => l !== '*'))
  return (
    <SheetBlock
      title={title}
      actions={
        <>
          {section === 'native' && loadoutsOn && (
            <LoadoutControls
              view={view}
              edits={edits}
              loadouts={loadouts}
              required={loadoutRule === 'required'}
            />
          )}
          {charmType && (
            <AddRowActions
              label="Add Charm"
              onAdd={() => list.add({ charm_type: charmType })}
              kind="charm"
              characterId={character.id}
              testId="charms"
              suffix={assoc}
            />
          )}
        </>
      }
      testId={`charm-editor-section-${assoc}`}
    >
      <CardGrid>
        {charms.map((charm, index) => (
          <CharmEditorCard
            key={charm.id}
            charm={charm}
            character={character}
            edits={edits}
            categories={categories}
            loadouts={loadoutsOn && character.active_loadout !== null ? loadouts : null}
            place={{ index, count: charms.length, list, expanded, toggle }}
          />
        ))}
      </CardGrid>
      {list.snackbar}
    </SheetBlock>
  )
}

function SpellList({
  view,
  edits,
  expanded,
  toggle,
}: {
  view: CharacterView
  edits: CharacterEdits
  expanded: string | null
  toggle: (key: string) => void
}) {
  const list = useChildList(edits, 'spells', 'spells', view.spells)
  const categories = sorted([...STANDARD_CATEGORIES, ...view.spells.flatMap((s) => s.categories)])
  return (
    <SheetBlock
      title="Spells"
      actions={
        <AddRowActions
          label="Add Spell"
          onAdd={() => list.add()}
          kind="spell"
          characterId={view.character.id}
          testId="spells"
        />
      }
      testId="charm-editor-section-spells"
    >
      <CardGrid>
        {view.spells.map((spell, index) => (
          <SpellEditorCard
            key={spell.id}
            spell={spell}
            edits={edits}
            categories={categories}
            place={{ index, count: view.spells.length, list, expanded, toggle }}
          />
        ))}
      </CardGrid>
      {list.snackbar}
    </SheetBlock>
  )
}

/**
 * Charms of every kind and spells, each section always shown with its Add button. Mortals
 * have no native charms, so they get no button to add one.
 */
export function CharmsEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const toggle = (key: string) => setExpanded((current) => (current === key ? null : key))
  const exalt = typeDisplay(view.character.type).exalt
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="charms-editor">
      {exalt &&
        CHARM_SECTIONS.map((section) => (
          <CharmList
            key={section.assoc}
            view={view}
            edits={edits}
            assoc={section.assoc}
            title={section.title}
            expanded={expanded}
            toggle={toggle}
          />
        ))}
      <SpellList view={view} edits={edits} expanded={expanded} toggle={toggle} />
    </Box>
  )
}

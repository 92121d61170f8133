import type { Charm, Spell } from '@loom/core'
import FilterList from '@mui/icons-material/FilterList'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { LibraryCardActions } from '../../library/LibraryCardActions.tsx'
import { durationText, modifiersText } from '../../sheet/effects/effect-text.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { useAppSelector } from '../../store/hooks.ts'
import { selectItemPermissions } from '../../store/permissions.ts'
import { ProseText } from '../../widgets/ProseText.tsx'
import type { CharacterView } from '../character-view.ts'
import { costMotes } from '../charm-activation.ts'
import { isFiltering } from '../charm-filter.ts'
import {
  cardDescription,
  charmLine,
  charmPrerequisites,
  charmTitle,
  spellLine,
} from '../charm-text.ts'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { useCharmFilter } from '../use-charm-filter.ts'
import { CharmAccordion } from './CharmAccordion.tsx'
import { CharmActivation } from './CharmActivation.tsx'
import { CharmFilterDrawer } from './CharmFilterDrawer.tsx'

const GRID = {
  display: 'grid',
  gap: 1,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
} as const

/** What activating the Charm turns on, one line per effect. */
function CharmEffects({ charm }: { charm: Charm }) {
  if (charm.effects.length === 0) return null
  return (
    <Box data-testid={`charm-effects-${charm.id}`}>
      {charm.effects.map((effect) => (
        <Typography key={effect.id} variant="body2">
          When activated: {effect.name}, {modifiersText(effect.modifiers)} ({durationText(effect)})
        </Typography>
      ))}
    </Box>
  )
}

interface CharmTextProps {
  charm: Charm
  view: CharacterView
  /** Its editors may activate it. */
  edits: CharacterEdits | null
}

function CharmText({ charm, view, edits }: CharmTextProps) {
  const activatable = charm.effects.length > 0 || costMotes(charm.cost) > 0
  return (
    <Box data-testid={`charm-text-${charm.id}`}>
      {edits && activatable && (
        <Box sx={{ float: 'right' }}>
          <CharmActivation charm={charm} view={view} edits={edits} />
        </Box>
      )}
      <Typography variant="body2">
        Cost: {charm.cost}; Mins: {charmPrerequisites(charm)}
      </Typography>
      <Typography variant="body2">Type: {traitLabel(charm.timing)}</Typography>
      <Typography variant="body2">
        Keywords: {charm.keywords.length > 0 ? charm.keywords.join(', ') : 'None'}
      </Typography>
      <Typography variant="body2">Duration: {charm.duration}</Typography>
      <Typography variant="body2">Prerequisite Charms: {charm.prereqs || 'None'}</Typography>
      <CharmEffects charm={charm} />
      <ProseText text={charm.body} />
      <Typography variant="caption" color="text.secondary">
        Ref: {charm.ref}
      </Typography>
    </Box>
  )
}

function SpellText({ spell }: { spell: Spell }) {
  return (
    <Box>
      <Typography variant="body2">Circle: {traitLabel(spell.circle)}</Typography>
      <Typography variant="body2">Cost: {spell.cost}</Typography>
      <Typography variant="body2">
        Keywords: {spell.keywords.length > 0 ? spell.keywords.join(', ') : 'None'}
      </Typography>
      <Typography variant="body2">Duration: {spell.duration}</Typography>
      <ProseText text={spell.body} />
      <Typography variant="caption" color="text.secondary">
        Ref: {spell.ref}
      </Typography>
    </Box>
  )
}

/** Charms of every kind and spells, as accordion cards, filtered by the drawer's choices. */
export function CharmsSection({
  view,
  edits = null,
  spellsOnly = false,
}: {
  view: CharacterView
  edits?: CharacterEdits | null
  spellsOnly?: boolean
}) {
  const { filter, setFilter, options, shown } = useCharmFilter(view)
  const [drawer, setDrawer] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const toggle = (key: string) => setExpanded((current) => (current === key ? null : key))
  const loadout = view.character.active_loadout
  const canEdit = useAppSelector(
    (state) => selectItemPermissions(state, 'characters', view.character.id)?.edit ?? false,
  )
  const filterButton = (
    <Button
      size="small"
      startIcon={<FilterList />}
      onClick={() => setDrawer(true)}
      color={isFiltering(filter) ? 'secondary' : 'primary'}
      data-testid="charm-filter-open"
    >
      Filter
    </Button>
  )
  const sections = spellsOnly
    ? []
    : shown.sections.filter((section) => view.charms[section.assoc].length > 0)
  const nothing = !spellsOnly && sections.length === 0 && view.spells.length === 0
  return (
    <Box data-testid={spellsOnly ? 'section-sorcery' : 'section-charms'}>
      {nothing && <Typography>Character has no Charms.</Typography>}
      {sections.map((section) => (
        <Box key={section.assoc} sx={{ mb: 2 }}>
          <SheetBlock
            title={section.title}
            actions={filterButton}
            testId={`charm-section-${section.assoc}`}
          >
            {section.kind === 'native' && loadout && (
              <Typography variant="caption" color="text.secondary">
                Current Loadout: {loadout}
              </Typography>
            )}
            <Box sx={GRID}>
              {section.charms.map((charm) => (
                <CharmAccordion
                  key={charm.id}
                  title={charmTitle(charm, loadout)}
                  caption={charmPrerequisites(charm)}
                  gist={cardDescription(charmLine(charm), charm)}
                  expanded={expanded === `charm-${charm.id}`}
                  onToggle={() => toggle(`charm-${charm.id}`)}
                  testId={`charm-${charm.id}`}
                >
                  <CharmText charm={charm} view={view} edits={edits} />
                  <LibraryCardActions
                    kind="charm"
                    row={charm}
                    name={charm.name}
                    copyCharm={canEdit ? undefined : charm}
                    testId={`charm-${charm.id}`}
                  />
                </CharmAccordion>
              ))}
            </Box>
          </SheetBlock>
        </Box>
      ))}
      {(view.spells.length > 0 || spellsOnly) && (
        <SheetBlock
          title={spellsOnly ? 'Sorcery' : 'Spells'}
          actions={filterButton}
          testId="charm-section-spells"
        >
          <Box sx={GRID}>
            {shown.spells.map((spell) => (
              <CharmAccordion
                key={spell.id}
                title={spell.name}
                caption={spell.control ? 'Control Spell' : traitLabel(spell.circle)}
                gist={cardDescription(spellLine(spell), spell)}
                expanded={expanded === `spell-${spell.id}`}
                onToggle={() => toggle(`spell-${spell.id}`)}
                testId={`spell-${spell.id}`}
              >
                <SpellText spell={spell} />
                <LibraryCardActions
                  kind="spell"
                  row={spell}
                  name={spell.name}
                  testId={`spell-${spell.id}`}
                />
              </CharmAccordion>
            ))}
          </Box>
        </SheetBlock>
      )}
      <CharmFilterDrawer
        open={drawer}
        onClose={() => setDrawer(false)}
        filter={filter}
        onChange={setFilter}
        options={options}
      />
    </Box>
  )
}

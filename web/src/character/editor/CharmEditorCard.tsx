import { CHARM_KINDS, CHARM_TIMINGS, type Character, type Charm } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { charmGist, charmLine, charmPrerequisites } from '../charm-text.ts'
import { CharmAccordion } from '../sheet/CharmAccordion.tsx'
import { installed } from '../sheet/CharmsSection.tsx'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { ChipsInput } from './ChipsInput.tsx'
import { charmAbilityChoices } from './charm-choices.ts'
import { RatingField, SelectInput, TagsInput, TextInput } from './fields.tsx'

interface Props {
  charm: Charm
  character: Character
  edits: CharacterEdits
  categories: readonly string[]
  loadouts: readonly string[] | null
  expanded: boolean
  onToggle: () => void
  controls: React.ReactNode
  onRemove: () => void
}

export function CharmEditorCard({
  charm,
  character,
  edits,
  categories,
  loadouts,
  expanded,
  onToggle,
  controls,
  onRemove,
}: Props) {
  const update = (changes: Record<string, unknown>) =>
    edits.updateChild('charms', charm.id, changes)
  const kind = CHARM_KINDS[charm.charm_type]
  const abilityChoices = charmAbilityChoices(character, charm)
  const id = `charm-${charm.id}`
  return (
    <CharmAccordion
      title={`${installed(charm, character.active_loadout) ? '✓ ' : ''}${charm.name}`}
      caption={charmPrerequisites(charm)}
      gist={`${charmLine(charm)} — ${charmGist(charm, 120)}`}
      expanded={expanded}
      onToggle={onToggle}
      testId={`charm-editor-${charm.id}`}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{controls}</Box>
      <TextInput
        label="Name"
        value={charm.name}
        onCommit={(name) => update({ name })}
        testId={`${id}-name`}
      />
      {charm.charm_type === 'Evocation' && (
        <TextInput
          label="Artifact Name"
          value={charm.artifact_name ?? ''}
          onCommit={(artifact_name) => update({ artifact_name })}
          testId={`${id}-artifact`}
        />
      )}
      {charm.charm_type === 'MartialArts' && (
        <TextInput
          label="Style"
          value={charm.style ?? ''}
          onCommit={(style) => update({ style })}
          testId={`${id}-style`}
        />
      )}
      <ChipsInput
        label="Categories"
        value={charm.categories}
        options={categories}
        onCommit={(next) => update({ categories: next })}
        testId={`${id}-categories`}
      />
      {kind.native && loadouts && (
        <ChipsInput
          label="Loadouts"
          value={charm.loadouts}
          options={['*', ...loadouts]}
          optionLabel={(option) => (option === '*' ? '* All Loadouts' : option)}
          onCommit={(next) => update({ loadouts: next })}
          testId={`${id}-loadouts`}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextInput
          label="Cost"
          value={charm.cost}
          fullWidth={false}
          onCommit={(cost) => update({ cost })}
          testId={`${id}-cost`}
        />
        {abilityChoices && (
          <SelectInput
            label={charm.charm_type === 'Attribute' ? 'Attribute' : 'Ability'}
            value={charm.ability || 'universal'}
            choices={abilityChoices}
            onCommit={(ability) => update({ ability })}
            testId={`${id}-ability`}
          />
        )}
        {kind.maxMinAbility !== null && (
          <RatingField
            label="Rating"
            value={charm.min_ability ?? 1}
            min={1}
            max={kind.maxMinAbility}
            onCommit={(min_ability) => update({ min_ability })}
            testId={`${id}-min-ability`}
          />
        )}
        <RatingField
          label="Essence"
          value={charm.min_essence}
          min={1}
          max={10}
          onCommit={(min_essence) => update({ min_essence })}
          testId={`${id}-min-essence`}
        />
        <SelectInput
          label="Type"
          value={charm.timing}
          choices={CHARM_TIMINGS.map((timing) => ({ value: timing, label: traitLabel(timing) }))}
          onCommit={(timing) => update({ timing })}
          testId={`${id}-timing`}
        />
        <TextInput
          label="Duration"
          value={charm.duration}
          fullWidth={false}
          onCommit={(duration) => update({ duration })}
          testId={`${id}-duration`}
        />
      </Box>
      <TagsInput
        label="Keywords (comma separated)"
        value={charm.keywords}
        onCommit={(keywords) => update({ keywords })}
        testId={`${id}-keywords`}
      />
      <TextInput
        label="Prerequisite Charms"
        value={charm.prereqs}
        onCommit={(prereqs) => update({ prereqs })}
        testId={`${id}-prereqs`}
      />
      <TextInput
        label="Effect"
        value={charm.body}
        multiline
        rows={{ min: 2, max: 15 }}
        onCommit={(body) => update({ body })}
        testId={`${id}-body`}
      />
      <TextInput
        label="Summary (optional)"
        value={charm.summary}
        onCommit={(summary) => update({ summary })}
        testId={`${id}-summary-text`}
      />
      <TextInput
        label="Reference"
        value={charm.ref}
        onCommit={(ref) => update({ ref })}
        testId={`${id}-ref`}
      />
      <Button color="error" size="small" onClick={onRemove} data-testid={`${id}-delete`}>
        Delete
      </Button>
    </CharmAccordion>
  )
}

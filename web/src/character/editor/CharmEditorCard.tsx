import { CHARM_KINDS, CHARM_TIMINGS, type Character, type Charm } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { ChipsInput } from '../../sheet/inputs/ChipsInput.tsx'
import { RatingField, SelectInput, TextInput } from '../../sheet/inputs/fields.tsx'
import { cardDescription, charmLine, charmPrerequisites, charmTitle } from '../charm-text.ts'
import { learningCostHint } from '../creation-help.ts'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { type CardPlace, CharmCard, sharedFields } from './CharmCard.tsx'
import { CharmEffectsEditor } from './CharmEffectsEditor.tsx'
import { charmAbilityChoices } from './charm-choices.ts'

interface Props {
  charm: Charm
  character: Character
  edits: CharacterEdits
  categories: readonly string[]
  loadouts: readonly string[] | null
  place: CardPlace
}

export function CharmEditorCard({ charm, character, edits, categories, loadouts, place }: Props) {
  const update = (changes: Record<string, unknown>) =>
    edits.updateChild('charms', charm.id, changes)
  const kind = CHARM_KINDS[charm.charm_type]
  const abilityChoices = charmAbilityChoices(character, charm)
  const id = `charm-${charm.id}`
  const shared = sharedFields(charm, { id, categories, update })
  const learningCost = learningCostHint(character, charm)
  return (
    <CharmCard
      kind="charm"
      row={charm}
      title={charmTitle(charm, character.active_loadout)}
      caption={charmPrerequisites(charm)}
      gist={cardDescription(charmLine(charm), charm, 120)}
      place={place}
    >
      {shared.name}
      {learningCost && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid={`${id}-learning-cost`}
        >
          {learningCost}
        </Typography>
      )}
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
      {shared.categories}
      {kind.native && loadouts && (
        <ChipsInput
          label="Loadouts"
          value={charm.loadouts}
          options={['*', ...loadouts]}
          optionLabel={(option) => (option === '*' ? '* All Loadouts' : option)}
          marked={(chip) => chip === '*' || chip === character.active_loadout}
          onCommit={(next) => update({ loadouts: next })}
          testId={`${id}-loadouts`}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {shared.cost}
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
        {shared.duration}
      </Box>
      {shared.keywords}
      <TextInput
        label="Prerequisite Charms"
        value={charm.prereqs}
        onCommit={(prereqs) => update({ prereqs })}
        testId={`${id}-prereqs`}
      />
      {shared.effect}
      <CharmEffectsEditor
        effects={charm.effects}
        onChange={(effects) => update({ effects })}
        id={id}
      />
      <TextInput
        label="Summary (optional)"
        value={charm.summary}
        onCommit={(summary) => update({ summary })}
        testId={`${id}-summary-text`}
      />
      {shared.reference}
    </CharmCard>
  )
}

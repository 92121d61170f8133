import {
  ABILITIES,
  ATTRIBUTES,
  CHARACTER_TYPE_TABLE,
  type Character,
  type CharacterType,
  castesOf,
  casteTraits,
  type TraitList,
} from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import {
  type Choice,
  MultiSelectInput,
  SelectInput,
  TextInput,
} from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { traitLabel } from '../trait-labels.ts'
import { typeDisplay } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { ExcellencyDialog } from './ExcellencyDialog.tsx'

const FAMILY: Readonly<Record<TraitList, readonly string[]>> = {
  caste_abilities: ABILITIES,
  favored_abilities: ABILITIES,
  caste_attributes: ATTRIBUTES,
  favored_attributes: ATTRIBUTES,
}

const CASTE_LIST_OF: Readonly<Partial<Record<TraitList, TraitList>>> = {
  favored_abilities: 'caste_abilities',
  favored_attributes: 'caste_attributes',
}

const choicesOf = (traits: readonly string[]): Choice[] =>
  traits.map((trait) => ({ value: trait, label: traitLabel(trait) }))

function listLabel(list: TraitList, character: Character): string {
  const word = list.startsWith('caste') ? (character.aspect ? 'Aspect' : 'Caste') : 'Favored'
  return `${word} ${list.endsWith('abilities') ? 'Abilities' : 'Attributes'}`
}

/** Why a chosen caste list cannot be picked yet, or null when it can. */
function casteListHint(type: CharacterType, caste: string): string | null {
  if (caste === '') return 'Select a Caste'
  if ((casteTraits(type, caste) ?? []).length === 0)
    return `${traitLabel(caste)} ${CHARACTER_TYPE_TABLE[type].splat}s have no caste traits`
  return null
}

/** The supernal choices: the caste's abilities (Martial Arts rides on Brawl), or any ability. */
function supernalChoices(character: Character, type: CharacterType): Choice[] {
  if (CHARACTER_TYPE_TABLE[type].supernal === 'free') {
    return [{ value: '', label: 'No Supernal' }, ...choicesOf(ABILITIES)]
  }
  const caste = casteTraits(type, character.caste) ?? []
  const withStyles = caste.includes('brawl') ? [...caste, 'martial_arts'] : caste
  return [{ value: '', label: 'None' }, ...choicesOf(withStyles)]
}

/**
 * Caste or aspect, supernal, caste and favored traits, and (custom types) the type's own
 * name, caste-or-aspect switch and excellencies. Everything shown comes from core's type
 * table.
 */
export function TypePanel({ character, edits }: { character: Character; edits: CharacterEdits }) {
  const [excellencies, setExcellencies] = useState(false)
  const type = typeDisplay(character.type).type
  if (!typeDisplay(type).exalt) return null
  const settings = CHARACTER_TYPE_TABLE[type]
  const scheme = settings.castes
  const castes = castesOf(type)
  const casteWord = scheme?.noun ?? (character.aspect ? 'Aspect' : 'Caste')
  const supernalLabel = settings.supernalLabel
  return (
    <SheetBlock title={settings.label} testId="editor-type-panel">
      {castes ? (
        <SelectInput
          label={casteWord}
          value={character.caste}
          choices={castes.map((caste) => ({ value: caste, label: traitLabel(caste) }))}
          onCommit={(caste) => edits.update({ caste })}
          testId="editor-caste"
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextInput
              label={casteWord}
              helperText="(Optional)"
              value={character.caste}
              fullWidth={false}
              onCommit={(caste) => edits.update({ caste })}
              testId="editor-caste"
            />
            <TextInput
              label="Type"
              value={character.exalt_type}
              fullWidth={false}
              onCommit={(exalt_type) => edits.update({ exalt_type })}
              testId="editor-exalt-type"
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              label={character.aspect ? 'Has Aspects' : 'Has Castes'}
              control={
                <Switch
                  checked={character.aspect}
                  onChange={(event) => edits.update({ aspect: event.target.checked })}
                  slotProps={{ input: { 'data-testid': 'editor-aspect-switch' } as object }}
                />
              }
            />
            <Button
              variant="outlined"
              size="small"
              onClick={() => setExcellencies(true)}
              data-testid="editor-excellencies"
            >
              Excellencies
            </Button>
          </Box>
          <ExcellencyDialog
            open={excellencies}
            onClose={() => setExcellencies(false)}
            character={character}
            edits={edits}
          />
        </>
      )}
      {settings.supernal !== 'none' && supernalLabel && (
        <SelectInput
          label={
            character.supernal_ability || settings.supernal === 'caste'
              ? supernalLabel
              : 'No Supernal'
          }
          value={character.supernal_ability ?? ''}
          choices={supernalChoices(character, type)}
          onCommit={(value) => edits.update({ supernal_ability: value === '' ? null : value })}
          testId="editor-supernal"
        />
      )}
      {settings.traitLists.map((list) => {
        const label = listLabel(list, character)
        const value = character[list] as readonly string[]
        const casteList = CASTE_LIST_OF[list]
        if (!casteList && (scheme?.pick === 'fixed' || scheme?.pick === 'locked')) {
          return (
            <Typography key={list} variant="body2" sx={{ my: 1 }} data-testid={`editor-${list}`}>
              {label}: {value.length > 0 ? value.map(traitLabel).join(', ') : 'none'}
            </Typography>
          )
        }
        const taken = casteList ? (character[casteList] as readonly string[]) : []
        const offered = casteList
          ? FAMILY[list].filter(
              (trait) => !taken.includes(trait) && (scheme === null || trait !== 'martial_arts'),
            )
          : scheme
            ? (casteTraits(type, character.caste) ?? [])
            : FAMILY[list]
        const hint = !casteList && scheme ? casteListHint(type, character.caste) : null
        if (casteList && scheme?.maxFavored === 1) {
          return (
            <SelectInput
              key={list}
              label={label.replace(/s$/, '')}
              value={value[0] ?? ''}
              choices={[{ value: '', label: 'None' }, ...choicesOf(offered)]}
              onCommit={(trait) => edits.update({ [list]: trait === '' ? [] : [trait] })}
              testId={`editor-${list}`}
            />
          )
        }
        return (
          <MultiSelectInput
            key={list}
            label={label}
            value={value}
            choices={choicesOf(offered)}
            max={casteList ? scheme?.maxFavored : scheme?.maxChosen}
            disabled={hint !== null}
            helperText={hint ?? undefined}
            onCommit={(traits) => edits.update({ [list]: traits })}
            testId={`editor-${list}`}
          />
        )
      })}
    </SheetBlock>
  )
}

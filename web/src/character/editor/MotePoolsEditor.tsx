import { ANIMA_LEVELS, AURAS, MOTE_POOL_LABELS } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { type Choice, NumberField, SelectInput } from '../../sheet/inputs/fields.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { typeDisplay, typeRecord } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { CommitmentsEditor } from './CommitmentsEditor.tsx'

const AURA_CHOICES: readonly Choice[] = AURAS.map((e) => ({
  value: e,
  label: e[0]!.toUpperCase() + e.slice(1),
}))

/** Whether the block shows at all: Exalts always, Mortals only as sorcerers. */
export function showsMotePools(view: CharacterView): boolean {
  const { character } = view
  return typeDisplay(character.type).exalt || character.is_sorcerer || character.is_necromancer
}

const POOLS = [
  { pool: 'personal', label: MOTE_POOL_LABELS.personal },
  { pool: 'peripheral', label: MOTE_POOL_LABELS.peripheral },
] as const

/** The motes of sorcery and necromancy, each kept by those who know that art. */
const SORCERY_POOLS = [
  { field: 'sorcerous_motes', label: 'Sorcerous', knownBy: 'is_sorcerer' },
  { field: 'necromantic_motes', label: 'Necromantic', knownBy: 'is_necromancer' },
] as const

export function MotePoolsEditor({ view, edits }: { view: CharacterView; edits: CharacterEdits }) {
  const { character, details } = view
  const display = typeDisplay(character.type)
  const elementalAura = typeRecord(character.type).aura === 'element'
  const auraChoices = elementalAura
    ? AURA_CHOICES
    : [{ value: '', label: 'Does not use Aura' }, ...AURA_CHOICES]
  return (
    <SheetBlock title="Mote Pools" testId="editor-motes">
      {display.exalt &&
        POOLS.map(({ pool, label }) => {
          const total = details.motes[`${pool}_total`]
          return (
            <Box key={pool} sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <NumberField
                label={label}
                value={character[`motes_${pool}_current`]}
                min={0}
                max={details.motes[`${pool}_available`]}
                onCommit={(value) => edits.update({ [`motes_${pool}_current`]: value })}
                testId={`editor-motes-${pool}-current`}
              />
              <Typography>/</Typography>
              {display.editableMotes ? (
                <NumberField
                  label="Total"
                  value={character[`motes_${pool}_total`]}
                  min={0}
                  max={999}
                  onCommit={(value) => edits.update({ [`motes_${pool}_total`]: value })}
                  testId={`editor-motes-${pool}-total`}
                />
              ) : (
                <Typography data-testid={`editor-motes-${pool}-total`}>{total}</Typography>
              )}
            </Box>
          )
        })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {SORCERY_POOLS.filter(({ knownBy }) => character[knownBy]).map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            value={character[field]}
            min={0}
            max={999}
            onCommit={(value) => edits.update({ [field]: value })}
            testId={`editor-${field.replace('_', '-')}`}
          />
        ))}
        {display.exalt && (
          <SelectInput
            label="Anima"
            value={String(character.anima_level)}
            choices={ANIMA_LEVELS.map((label, level) => ({ value: String(level), label }))}
            onCommit={(level) => edits.update({ anima_level: Number(level) })}
            minWidth={140}
            testId="editor-anima"
          />
        )}
        {display.aura && (
          <SelectInput
            label="Aura"
            value={character.aura}
            choices={auraChoices}
            onCommit={(aura) => edits.update({ aura })}
            minWidth={160}
            testId="editor-aura"
          />
        )}
      </Box>
      {display.exalt && <CommitmentsEditor character={character} edits={edits} />}
    </SheetBlock>
  )
}

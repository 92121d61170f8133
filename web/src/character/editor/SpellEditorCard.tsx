import { SPELL_CIRCLES, type Spell } from '@loom/core'
import Box from '@mui/material/Box'
import { CheckInput, SelectInput } from '../../sheet/inputs/fields.tsx'
import { cardDescription, spellLine } from '../charm-text.ts'
import { traitLabel } from '../trait-labels.ts'
import type { CharacterEdits } from '../use-character.ts'
import { type CardPlace, CharmCard, sharedFields } from './CharmCard.tsx'

interface Props {
  spell: Spell
  edits: CharacterEdits
  categories: readonly string[]
  place: CardPlace
}

const required = (text: string) => (text.trim() === '' ? 'cannot be blank' : null)

export function SpellEditorCard({ spell, edits, categories, place }: Props) {
  const update = (changes: Record<string, unknown>) =>
    edits.updateChild('spells', spell.id, changes)
  const id = `spell-${spell.id}`
  const shared = sharedFields(spell, { id, categories, update, required })
  return (
    <CharmCard
      kind="spell"
      row={spell}
      title={spell.name}
      caption={spell.control ? 'Control Spell' : traitLabel(spell.circle)}
      gist={cardDescription(spellLine(spell), spell, 120)}
      place={place}
    >
      {shared.name}
      {shared.categories}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {shared.cost}
        {shared.duration}
        <SelectInput
          label="Circle"
          value={spell.circle}
          choices={SPELL_CIRCLES.map((circle) => ({ value: circle, label: traitLabel(circle) }))}
          onCommit={(circle) => update({ circle })}
          testId={`${id}-circle`}
        />
        <CheckInput
          label="Control Spell"
          checked={spell.control}
          onCommit={(control) => update({ control })}
          testId={`${id}-control`}
        />
      </Box>
      {shared.keywords}
      {shared.effect}
      {shared.reference}
    </CharmCard>
  )
}

import { ABILITIES, type Character } from '@loom/core'
import Typography from '@mui/material/Typography'
import { TraitRollButton } from '../../dice/TraitRollButton.tsx'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { traitLabel } from '../trait-labels.ts'
import { traitLegend, traitMarkers } from '../trait-markers.ts'
import { type TraitBlockProps, TraitLine } from './TraitLine.tsx'

interface Line {
  key: string
  label: string
  trait: string
  rating: number
}

/** Abilities in order; crafts after Bureaucracy and styles after Lore, one line each. */
function abilityLines(character: Character): Line[] {
  return ABILITIES.flatMap((ability): Line[] => {
    if (ability === 'craft') {
      if (character.abil_craft.length === 0) {
        return [{ key: 'craft', label: 'Craft', trait: 'craft', rating: 0 }]
      }
      return character.abil_craft.map((entry) => ({
        key: `craft-${entry.id}`,
        label: `Craft (${entry.craft})`,
        trait: 'craft',
        rating: entry.rating,
      }))
    }
    if (ability === 'martial_arts') {
      return character.abil_martial_arts.map((entry) => ({
        key: `ma-${entry.id}`,
        label: `Martial Arts (${entry.style})`,
        trait: 'martial_arts',
        rating: entry.rating,
      }))
    }
    return [
      {
        key: ability,
        label: traitLabel(ability),
        trait: ability,
        rating: character[`abil_${ability}`],
      },
    ]
  })
}

export function AbilitiesBlock({ character, excellencyTraits }: TraitBlockProps) {
  const legend = traitLegend(character, 'abilities', excellencyTraits)
  return (
    <SheetBlock title="Abilities" actions={<TraitRollButton />} testId="block-abilities">
      {abilityLines(character).map((line) => (
        <TraitLine
          key={line.key}
          label={line.label}
          markers={traitMarkers(character, line.trait, 'abilities', excellencyTraits)}
          rating={line.rating}
          testId={`ability-${line.key}`}
        />
      ))}
      {legend && (
        <Typography variant="caption" color="text.secondary" data-testid="abilities-legend">
          {legend}
        </Typography>
      )}
    </SheetBlock>
  )
}

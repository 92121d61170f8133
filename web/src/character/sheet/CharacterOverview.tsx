import { CHARACTER_EFFECT_TARGETS } from '@loom/core'
import Grid from '@mui/material/Grid'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Row } from '../../api/types.ts'
import { AfflictingPoisons } from '../../qc/AfflictingPoisons.tsx'
import { EffectsBlock } from '../../sheet/effects/EffectsBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { CHARM_SECTIONS } from '../charm-text.ts'
import { typeDisplay } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { AbilitiesBlock } from './AbilitiesBlock.tsx'
import { ArmorDefenseBlock } from './ArmorDefenseBlock.tsx'
import { AttributesBlock } from './AttributesBlock.tsx'
import { BasicsBlock } from './BasicsBlock.tsx'
import { CharmsSummaryBlock } from './CharmsSummaryBlock.tsx'
import { FormsBlock } from './FormsBlock.tsx'
import { IntimaciesBlock } from './IntimaciesBlock.tsx'
import { LimitBlock } from './LimitBlock.tsx'
import { MeritsSummaryBlock } from './MeritsSummaryBlock.tsx'
import { CombatPoolsBlock, SocialPoolsBlock } from './PoolsBlock.tsx'
import { ResourcesBlock } from './ResourcesBlock.tsx'
import { SorceryBlock } from './SorceryBlock.tsx'
import { SpecialtiesBlock } from './SpecialtiesBlock.tsx'
import { WeaponsBlock } from './WeaponsBlock.tsx'

/** The sheet's overview: every block of ui §6.1 in its responsive grid. */
export function CharacterOverview({
  view,
  edits,
}: {
  view: CharacterView
  edits: CharacterEdits | null
}) {
  const { character } = view
  const display = typeDisplay(character.type)
  const base = `/characters/${character.id}`
  const sorcery = character.is_sorcerer || character.is_necromancer
  // Weapons sit beside the abilities on wide screens and get their own row on narrow ones.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'))
  return (
    <Grid container spacing={2} data-testid="character-sheet">
      <Grid size={{ xs: 12, md: 6 }}>
        <BasicsBlock character={character} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ResourcesBlock view={view} edits={edits} />
      </Grid>
      <Grid size={12}>
        <EffectsBlock
          effects={character.effects}
          targets={CHARACTER_EFFECT_TARGETS}
          weapons={view.weapons}
          onEdit={edits ? (edit) => edits.editList('effects', edit) : null}
          testId="character-effects"
        />
      </Grid>
      {display.shapeshifter && character.forms.length > 0 && (
        <Grid size={12}>
          <FormsBlock character={character} edits={edits} />
        </Grid>
      )}
      {view.poisons.length > 0 && (
        <Grid size={12}>
          <AfflictingPoisons owner={character as unknown as Row} testId="character-poisons" />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <AbilitiesBlock character={character} excellencyTraits={view.details.excellency_traits} />
      </Grid>
      <Grid
        size={{ xs: 12, sm: 6, md: 9 }}
        container
        spacing={2}
        sx={{ alignContent: 'flex-start' }}
      >
        <Grid size={12}>
          <AttributesBlock
            character={character}
            excellencyTraits={view.details.excellency_traits}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SpecialtiesBlock character={character} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <MeritsSummaryBlock merits={view.merits} link={`${base}/merits`} />
        </Grid>
        {wide && (
          <Grid size={12}>
            <WeaponsBlock view={view} />
          </Grid>
        )}
      </Grid>
      {!wide && (
        <Grid size={12}>
          <WeaponsBlock view={view} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 8 }}>
        <CombatPoolsBlock view={view} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SocialPoolsBlock view={view} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ArmorDefenseBlock view={view} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <IntimaciesBlock character={character} />
      </Grid>
      {display.limit && (
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <LimitBlock character={character} />
        </Grid>
      )}
      {sorcery && (
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <SorceryBlock view={view} link={`${base}/sorcery`} />
        </Grid>
      )}
      {display.exalt && (
        <Grid size={12}>
          <CharmsSummaryBlock
            charms={CHARM_SECTIONS.flatMap((section) => view.charms[section.assoc])}
            spells={view.spells}
            loadout={character.active_loadout}
            link={`${base}/charms`}
          />
        </Grid>
      )}
    </Grid>
  )
}

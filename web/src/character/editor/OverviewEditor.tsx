import Grid from '@mui/material/Grid'
import type { Row } from '../../api/types.ts'
import { PoisonsSection } from '../../qc/PoisonsEditor.tsx'
import type { CharacterView } from '../character-view.ts'
import { typeDisplay } from '../type-display.ts'
import type { CharacterEdits } from '../use-character.ts'
import { AbilitiesEditor } from './AbilitiesEditor.tsx'
import { ArmorEditor } from './ArmorEditor.tsx'
import { AttributesEditor } from './AttributesEditor.tsx'
import { BasicsEditor } from './BasicsEditor.tsx'
import { CreationPanel } from './CreationPanel.tsx'
import { HealthEditor } from './HealthEditor.tsx'
import { IntimaciesEditor } from './IntimaciesEditor.tsx'
import { LimitEditor } from './LimitEditor.tsx'
import { MotePoolsEditor, showsMotePools } from './MotePoolsEditor.tsx'
import { SorceryEditor } from './SorceryEditor.tsx'
import { SpecialtiesEditor } from './SpecialtiesEditor.tsx'
import { TypePanel } from './TypePanel.tsx'
import { WeaponsEditor } from './WeaponsEditor.tsx'
import { WillpowerEditor } from './WillpowerEditor.tsx'

/** Every field of the character outside merits, charms and bio (ui §7.1). */
export function OverviewEditor({
  view,
  edits,
  owner,
}: {
  view: CharacterView
  edits: CharacterEdits
  owner: boolean
}) {
  const { character } = view
  const display = typeDisplay(character.type)
  return (
    <Grid container spacing={2} data-testid="character-editor">
      <Grid size={{ xs: 12, lg: display.exalt ? 6 : 12 }}>
        <BasicsEditor character={character} edits={edits} owner={owner} />
      </Grid>
      {display.exalt && (
        <Grid size={{ xs: 12, lg: 6 }}>
          <TypePanel character={character} edits={edits} />
        </Grid>
      )}
      <Grid size={12}>
        <CreationPanel view={view} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <HealthEditor view={view} edits={edits} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WillpowerEditor character={character} edits={edits} />
      </Grid>
      {showsMotePools(view) && (
        <Grid size={{ xs: 12, lg: 5 }}>
          <MotePoolsEditor view={view} edits={edits} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <AttributesEditor character={character} edits={edits} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <AbilitiesEditor character={character} edits={edits} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 5 }}>
        <SpecialtiesEditor character={character} edits={edits} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <IntimaciesEditor character={character} edits={edits} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ArmorEditor view={view} edits={edits} />
      </Grid>
      {display.limit && (
        <Grid size={{ xs: 12, md: 6, lg: 3 }}>
          <LimitEditor character={character} edits={edits} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SorceryEditor character={character} edits={edits} />
      </Grid>
      <Grid size={12}>
        <WeaponsEditor view={view} edits={edits} />
      </Grid>
      <Grid size={12}>
        <PoisonsSection owner={character as unknown as Row} kind="characters" />
      </Grid>
    </Grid>
  )
}

import type { Character } from '@loom/core'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { SheetPortrait } from '../../widgets/Portrait.tsx'
import { ProseText } from '../../widgets/ProseText.tsx'
import { splatXpLabel, typeDisplay } from '../type-display.ts'
import { ExperienceTable } from './ExperienceTable.tsx'

function Detail({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Typography variant="body2" data-testid={testId}>
      <strong>{label}:</strong> {value || 'Not specified'}
    </Typography>
  )
}

export function BioSection({ character }: { character: Character }) {
  const display = typeDisplay(character.type)
  return (
    <Grid container spacing={2} data-testid="section-bio">
      <Grid size={{ xs: 12, md: 6 }}>
        <SheetBlock title="Bio/Misc" testId="bio-description">
          <ProseText text={character.description} empty="No description yet." />
        </SheetBlock>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SheetBlock title="Details" testId="bio-details">
          {display.exalt && (
            <Detail label="Iconic Anima" value={character.anima_display} testId="bio-anima" />
          )}
          <Detail label="Lore Background" value={character.lore_background} testId="bio-lore" />
          <Detail label="Native Language" value={character.native_language} testId="bio-language" />
          {character.tell && <Detail label="Tell" value={character.tell} testId="bio-tell" />}
          {character.totem && <Detail label="Totem" value={character.totem} testId="bio-totem" />}
          {character.forms.length > 0 && (
            <Typography variant="body2" data-testid="bio-forms">
              <strong>Forms:</strong>{' '}
              {character.forms.map((form, index) => (
                <span key={form.id}>
                  {index > 0 && ', '}
                  {form.qc_id ? (
                    <Link component={RouterLink} to={`/qcs/${form.qc_id}`}>
                      {form.form}
                    </Link>
                  ) : (
                    form.form
                  )}
                </span>
              ))}
            </Typography>
          )}
        </SheetBlock>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SheetBlock title="Portrait" testId="bio-portrait">
          {character.portrait_digest || character.portrait_link ? (
            <SheetPortrait kind="characters" item={character} />
          ) : (
            <Typography color="text.secondary">No portrait</Typography>
          )}
        </SheetBlock>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <SheetBlock title="Inventory/Other Equipment" testId="bio-equipment">
          <ProseText text={character.equipment} empty="None" />
        </SheetBlock>
        <Box sx={{ mt: 2 }} />
        <SheetBlock title="Notes" testId="bio-notes">
          <ProseText text={character.notes} empty="None" />
        </SheetBlock>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ExperienceTable
          title="XP"
          log={character.xp_log}
          earned={character.xp_total}
          testId="bio-xp"
        />
      </Grid>
      {display.exalt && (
        <Grid size={{ xs: 12, md: 4 }}>
          <ExperienceTable
            title={splatXpLabel(character.type, character.exalt_type)}
            log={character.xp_log_solar}
            earned={character.xp_solar_total}
            testId="bio-splat-xp"
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 4 }}>
        <ExperienceTable title="BP" log={character.bp_log} testId="bio-bp" />
        <Box sx={{ mt: 2 }} />
        <SheetBlock title="Craft XP" testId="bio-craft-xp">
          <Typography variant="body2" data-testid="bio-craft-xp-totals">
            Silver: {character.xp_craft_silver}, Gold: {character.xp_craft_gold}, White:{' '}
            {character.xp_craft_white}
          </Typography>
        </SheetBlock>
      </Grid>
    </Grid>
  )
}

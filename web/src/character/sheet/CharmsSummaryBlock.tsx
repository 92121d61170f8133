import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import { CHARM_SECTIONS, charmGist, charmLine, spellLine } from '../charm-text.ts'

function SummaryLine({
  name,
  line,
  gist,
  testId,
}: {
  name: string
  line: string
  gist: string
  testId: string
}) {
  return (
    <Box sx={{ py: 0.25 }} data-testid={testId}>
      <Typography variant="body2" noWrap>
        <strong>{name}</strong> ({line}) {gist}
      </Typography>
    </Box>
  )
}

/** Every charm on one line each, then spells; the title links to the charms page. */
export function CharmsSummaryBlock({ view, link }: { view: CharacterView; link: string }) {
  const charms = CHARM_SECTIONS.flatMap((section) => view.charms[section.assoc])
  return (
    <SheetBlock title="Charms" link={link} testId="block-charms">
      {charms.length === 0 && view.spells.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No charms yet
        </Typography>
      )}
      {charms.map((charm) => (
        <SummaryLine
          key={charm.id}
          name={charm.name}
          line={charmLine(charm)}
          gist={charmGist(charm, 120)}
          testId="charm-summary"
        />
      ))}
      {view.spells.map((spell) => (
        <SummaryLine
          key={spell.id}
          name={spell.name}
          line={spellLine(spell)}
          gist={charmGist(spell, 120)}
          testId="spell-summary"
        />
      ))}
    </SheetBlock>
  )
}

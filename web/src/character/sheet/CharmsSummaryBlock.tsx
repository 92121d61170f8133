import type { Charm, Spell } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import { charmGist, charmLine, charmTitle, spellLine } from '../charm-text.ts'
import { sameLists } from '../same-lists.ts'

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
    <li data-testid={testId}>
      <strong>{name}</strong> ({line}) {gist}
    </li>
  )
}

// One styled list instead of a styled element per line: a sheet may list a hundred charms.
const LIST_STYLE = {
  listStyle: 'none',
  m: 0,
  p: 0,
  typography: 'body2',
  '& > li': { py: 0.25, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const

interface Props {
  charms: readonly Charm[]
  spells: readonly Spell[]
  /** The current loadout, whose charms get a ✓; null when the character uses none. */
  loadout: string | null
  link: string
}

/** Every charm on one line each, then spells; the title links to the charms page. */
export const CharmsSummaryBlock = memo(function CharmsSummaryBlock({
  charms,
  spells,
  loadout,
  link,
}: Props) {
  return (
    <SheetBlock title="Charms" link={link} testId="block-charms">
      {charms.length === 0 && spells.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No charms yet
        </Typography>
      )}
      <Box component="ul" sx={LIST_STYLE}>
        {charms.map((charm) => (
          <SummaryLine
            key={charm.id}
            name={charmTitle(charm, loadout)}
            line={charmLine(charm)}
            gist={charmGist(charm, 120)}
            testId="charm-summary"
          />
        ))}
        {spells.map((spell) => (
          <SummaryLine
            key={spell.id}
            name={spell.name}
            line={spellLine(spell)}
            gist={charmGist(spell, 120)}
            testId="spell-summary"
          />
        ))}
      </Box>
    </SheetBlock>
  )
}, sameLists)

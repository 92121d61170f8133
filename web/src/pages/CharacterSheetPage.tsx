import Typography from '@mui/material/Typography'
import type { Character } from '../api/types.ts'
import { describeCharacter } from '../characters/character-types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'
import { ChildList } from '../widgets/ChildList.tsx'
import { ItemGate } from '../widgets/ItemGate.tsx'

export type SheetSection = 'overview' | 'merits' | 'charms' | 'bio'

const SECTION_TITLES: Record<SheetSection, string> = {
  overview: '',
  merits: 'Merits',
  charms: 'Charms',
  bio: 'Bio',
}

/** The character sheet's read view; its stat blocks come with the sheet's own issue. */
export default function CharacterSheetPage({ section }: { section: SheetSection }) {
  return (
    <ItemGate kind="characters">
      {(item) => <Sheet character={item as Character} section={section} />}
    </ItemGate>
  )
}

function Sheet({ character, section }: { character: Character; section: SheetSection }) {
  useDocumentTitle([character.name, SECTION_TITLES[section]].filter(Boolean).join(' '))
  return (
    <Block>
      <Typography variant="h4" component="h1">
        {character.name}
      </Typography>
      <Typography color="text.secondary" gutterBottom data-testid="sheet-subtitle">
        {describeCharacter(character)}
      </Typography>
      {section === 'merits' && (
        <ChildList
          parent={character}
          assocs={['merits']}
          kind="merits"
          describe={(merit) => ({
            primary: String(merit.merit_name ?? merit.name ?? 'Merit'),
            secondary: merit.rating != null ? `Rating ${merit.rating}` : undefined,
          })}
          empty="No merits yet."
          testId="sheet-merits"
        />
      )}
      {section === 'charms' && (
        <ChildList
          parent={character}
          assocs={['charms', 'martial_arts_charms', 'evocations', 'spirit_charms']}
          kind="charms"
          describe={(charm) => ({
            primary: String(charm.name ?? 'Charm'),
            secondary: String(charm.cost ?? ''),
          })}
          empty="No Charms yet."
          testId="sheet-charms"
        />
      )}
      {section === 'bio' && (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          {String(character.description ?? '') || 'No description yet.'}
        </Typography>
      )}
    </Block>
  )
}

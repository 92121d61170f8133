import Typography from '@mui/material/Typography'
import type { Character } from '../api/types.ts'
import { describeCharacter } from '../characters/character-types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'
import { ItemGate } from '../widgets/ItemGate.tsx'
import { NameEditor } from '../widgets/NameEditor.tsx'
import type { SheetSection } from './CharacterSheetPage.tsx'

/** The character editor's frame: only editors get in; its panels come with the editor issue. */
export default function CharacterEditorPage({ section }: { section: SheetSection }) {
  return (
    <ItemGate kind="characters" forEditing>
      {(item) => <Editor character={item as Character} section={section} />}
    </ItemGate>
  )
}

function Editor({ character, section }: { character: Character; section: SheetSection }) {
  useDocumentTitle(`Editing ${character.name}`)
  return (
    <Block>
      <Typography variant="h4" component="h1">
        Editing {character.name}
      </Typography>
      <Typography color="text.secondary">{describeCharacter(character)}</Typography>
      {section === 'overview' && <NameEditor kind="characters" item={character} />}
    </Block>
  )
}

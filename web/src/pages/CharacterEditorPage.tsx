import type { Id } from '../api/types.ts'
import { BioEditor } from '../character/editor/BioEditor.tsx'
import { CharmsEditor } from '../character/editor/CharmsEditor.tsx'
import { MeritsEditor } from '../character/editor/MeritsEditor.tsx'
import { OverviewEditor } from '../character/editor/OverviewEditor.tsx'
import { useCharacterEdits, useCharacterView } from '../character/use-character.ts'
import { isWholeCharacter } from '../character/whole-character.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectItemPermissions } from '../store/permissions.ts'
import { ItemGate } from '../widgets/ItemGate.tsx'

export type EditorSection = 'overview' | 'merits' | 'charms' | 'bio'

/** The character editor: only the owner or the storyteller get in; a deep link loads the character. */
export default function CharacterEditorPage({ section }: { section: EditorSection }) {
  return (
    <ItemGate kind="characters" forEditing isComplete={isWholeCharacter}>
      {(item) => <Editor id={item.id} section={section} />}
    </ItemGate>
  )
}

function Editor({ id, section }: { id: Id; section: EditorSection }) {
  const view = useCharacterView(id)
  const edits = useCharacterEdits(id)
  const owner = useAppSelector(
    (state) => selectItemPermissions(state, 'characters', id)?.owner ?? false,
  )
  useDocumentTitle(`Editing ${view?.character.name ?? ''}`)
  if (!view) return null
  switch (section) {
    case 'overview':
      return <OverviewEditor view={view} edits={edits} owner={owner} />
    case 'merits':
      return <MeritsEditor view={view} edits={edits} />
    case 'charms':
      return <CharmsEditor view={view} edits={edits} />
    case 'bio':
      return <BioEditor character={view.character} edits={edits} />
  }
}

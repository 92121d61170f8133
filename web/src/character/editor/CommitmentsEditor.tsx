import type { Character, StoredCommitment } from '@loom/core'
import { CommitmentFields } from '../../sheet/CommitmentFields.tsx'
import { ListEditor } from '../../sheet/ListEditor.tsx'
import type { CharacterEdits } from '../use-character.ts'

/** "Mote Commitments": pool, what for, how many, and whether it ends with the scene. */
export function CommitmentsEditor({
  character,
  edits,
}: {
  character: Character
  edits: CharacterEdits
}) {
  return (
    <ListEditor<StoredCommitment>
      label="Mote Commitments"
      rows={character.motes_committed as StoredCommitment[]}
      newRow={(position) => ({
        pool: 'peripheral',
        label: `New Commitment ${position}`,
        motes: 0,
        scenelong: false,
      })}
      describe={(row) => `commitment ${row.label}`}
      onEdit={(edit) => edits.editList('motes_committed', edit)}
      renderRow={(row, update) => (
        <CommitmentFields
          row={row}
          update={update}
          testIds={{
            pool: `commitment-pool-${row.id}`,
            label: `commitment-label-${row.id}`,
            motes: `commitment-motes-${row.id}`,
            scene: `commitment-scene-${row.id}`,
          }}
        />
      )}
      testId="list-motes-committed"
    />
  )
}

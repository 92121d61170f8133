import type { AppThunk } from '../../store/app-state.ts'
import type { ItemKind } from '../../store/entities/kinds.ts'
import { noticeActions } from '../../store/notices.ts'
import { importItem } from '../../store/portability.ts'
import { type ImportProblem, importProblems } from './import-problems.ts'
import { importSummary } from './import-summary.ts'
import { readImportFile } from './read-import-file.ts'

// Loaded when the player first picks or drops a file, not with the list page.

/** A file that was not imported, and everything wrong with it. */
export interface ImportFailure {
  fileName: string
  problems: ImportProblem[]
}

/**
 * Imports the files one after the other. Each success shows as a notice naming what came in
 * (the new card is in the list already); the failures are answered for the page to show.
 */
export function importFiles(
  kind: ItemKind,
  files: readonly File[],
): AppThunk<Promise<ImportFailure[]>> {
  return async (dispatch) => {
    const failures: ImportFailure[] = []
    for (const file of files) {
      const read = await readImportFile(file)
      if ('problem' in read) {
        failures.push({ fileName: file.name, problems: [{ path: '', messages: [read.problem] }] })
        continue
      }
      try {
        const item = await dispatch(importItem(kind, read.document))
        dispatch(noticeActions.shown({ message: importSummary(kind, item), severity: 'success' }))
      } catch (failure) {
        failures.push({ fileName: file.name, problems: importProblems(failure) })
      }
    }
    return failures
  }
}

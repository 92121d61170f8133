import type { ExperienceAward, ExperienceAwardSummary } from '@loom/core'
import type { Id } from '../../api/types.ts'
import type { AppThunk } from '../app-state.ts'
import { tracked } from '../request.ts'
import { chroniclePath } from './chronicle.ts'

/**
 * The storyteller's award of experience to several characters at once. The characters' new
 * log lines arrive as their live changes, and each award as a line of the session log; the
 * answer is the awards made. Throws when the server refused it (the reason shows as a notice).
 */
export function awardExperience(
  chronicleId: Id,
  award: ExperienceAward,
): AppThunk<Promise<ExperienceAwardSummary[]>> {
  return async (dispatch, _getState, { api }) => {
    const answer = await dispatch(
      tracked(`experience award in ${chronicleId}`, () =>
        api.post<{ awards: ExperienceAwardSummary[] }>(
          `${chroniclePath(chronicleId)}/experience_awards`,
          award,
        ),
      ),
    )
    return answer.awards
  }
}

import { type CraftProject, craftSlots } from '@loom/core'
import Add from '@mui/icons-material/Add'
import CasinoOutlined from '@mui/icons-material/CasinoOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useRollContext } from '../../dice/roller.ts'
import { newRowId } from '../../sheet/list-edit.ts'
import { SheetBlock } from '../../sheet/SheetBlock.tsx'
import type { CharacterView } from '../character-view.ts'
import type { CharacterEdits } from '../use-character.ts'
import { CraftProjectDialog, type ProjectTerms } from './CraftProjectDialog.tsx'
import { categoryText, craftProgressText, nextRollCostText, xpText } from './craft-text.ts'
import { ExtendedRollHeading, ExtendedRollHistory } from './ExtendedRollParts.tsx'

/**
 * The character's craft projects and craft experience, for everyone who may see the sheet:
 * the slots in use, each project's progress towards its goal, the rolls left, its rolls, its
 * outcome and reward. Its editors begin projects and roll the next one (an attribute + Craft
 * picked in the roll dialog), which the server adds up, charging and rewarding craft XP.
 */
export function CraftingBlock({
  view,
  edits,
}: {
  view: CharacterView
  edits: CharacterEdits | null
}) {
  const { character } = view
  const [beginning, setBeginning] = useState(false)
  const slots = craftSlots(character)
  const projects = character.craft_projects
  const begin = (terms: ProjectTerms) =>
    edits?.editList<CraftProject>('craft_projects', {
      op: 'add',
      row: {
        ...terms,
        id: newRowId(projects),
        notes: '',
        accumulated: 0,
        rolls: [],
        outcome: 'in_progress',
        reward: null,
      },
    })
  const add = edits && (
    <Button
      size="small"
      startIcon={<Add />}
      onClick={() => setBeginning(true)}
      className="no-print"
      data-testid="craft-project-add"
    >
      Begin
    </Button>
  )
  return (
    <Box sx={{ mb: 2 }}>
      <SheetBlock title="Crafting" actions={add} testId="block-crafting">
        <Typography variant="body2" data-testid="crafting-xp">
          Craft XP: {character.xp_craft_silver} silver, {character.xp_craft_gold} gold,{' '}
          {character.xp_craft_white} white
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="crafting-slots">
          Project slots in use: major {slots.major.used}/{slots.major.total}, superior{' '}
          {slots.superior.used}/{slots.superior.total}, legendary {slots.legendary.used}/
          {slots.legendary.total}
        </Typography>
        {projects.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No craft projects.
          </Typography>
        )}
        {projects.map((project) => (
          <ProjectEntry
            key={project.id}
            project={project}
            onRemove={
              edits
                ? () =>
                    edits.editList<CraftProject>('craft_projects', { op: 'remove', id: project.id })
                : null
            }
          />
        ))}
      </SheetBlock>
      {beginning && <CraftProjectDialog onBegin={begin} onClose={() => setBeginning(false)} />}
    </Box>
  )
}

function ProjectEntry({
  project,
  onRemove,
}: {
  project: CraftProject
  onRemove: (() => void) | null
}) {
  const context = useRollContext()
  const roller = context?.roller
  const testId = `craft-project-${project.id}`
  const cost = nextRollCostText(project)
  return (
    <Box data-testid={testId} sx={{ py: 1, mt: 1, borderTop: 1, borderColor: 'divider' }}>
      <ExtendedRollHeading
        name={project.name}
        caption={`${categoryText(project)} · ${project.objectives} objectives`}
        outcome={project.outcome}
        testId={testId}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography sx={{ fontWeight: 500 }} data-testid={`${testId}-progress`}>
          {craftProgressText(project)}
        </Typography>
        {project.reward && (
          <Typography variant="body2" data-testid={`${testId}-reward`}>
            Earned {xpText(project.reward)} craft XP
          </Typography>
        )}
        {project.outcome === 'in_progress' && cost && (
          <Typography variant="body2" color="text.secondary">
            {cost}
          </Typography>
        )}
        <Box className="no-print" sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {context && roller && project.outcome === 'in_progress' && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<CasinoOutlined />}
              aria-haspopup="dialog"
              onClick={() =>
                context.open({
                  roller,
                  traits: true,
                  extended: { list: 'craft_projects', id: project.id },
                })
              }
              data-testid={`${testId}-roll`}
            >
              Roll
            </Button>
          )}
          {onRemove && (
            <Button
              size="small"
              color="inherit"
              onClick={onRemove}
              data-testid={`${testId}-remove`}
            >
              Remove
            </Button>
          )}
        </Box>
      </Box>
      <ExtendedRollHistory rolls={project.rolls} testId={testId} />
    </Box>
  )
}

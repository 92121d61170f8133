import { battlegroupSchemas, DRILL_LABELS } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { AttacksEditor } from '../qc/attacks/AttacksEditor.tsx'
import { EditorRow } from '../qc/editor/EditorRow.tsx'
import { FieldWithTotal, totalLabel } from '../qc/editor/FieldWithTotal.tsx'
import { SharingAndProfileFields } from '../qc/editor/SharingAndProfileFields.tsx'
import { useItemForm } from '../qc/editor/use-item-form.ts'
import { PoisonsSection } from '../qc/PoisonsEditor.tsx'
import { type BattlegroupRow, battlegroupList } from '../qc/qc-rows.ts'
import {
  FormCheckInput,
  FormNumberInput,
  FormSelectInput,
  FormTextInput,
} from '../sheet/inputs/form-fields.tsx'
import { SheetBlock } from '../sheet/SheetBlock.tsx'
import { NameEditor } from '../widgets/NameEditor.tsx'
import { useBattlegroupDetails } from './use-battlegroup-details.ts'

const DRILL_OPTIONS = DRILL_LABELS.map((label, value) => ({ value, label }))

/** Every field of a battlegroup and its attacks; the totals beside them come from the rules. */
export function BattlegroupEditor({ battlegroup: bg }: { battlegroup: BattlegroupRow }) {
  const form = useItemForm('battlegroups', bg, battlegroupSchemas.fields, 'battlegroup-editor')
  const details = useBattlegroupDetails(bg)
  return (
    <Box data-testid="battlegroup-editor">
      <SheetBlock title="Battlegroup" testId="battlegroup-editor-identity">
        <Typography variant="body2" color="text.secondary">
          Battlegroups follow the rules in the core book (p.205). Enter the stats of an average
          member: drill, might and size are added for you.
        </Typography>
        <NameEditor kind="battlegroups" item={bg} />
        <SharingAndProfileFields kind="battlegroups" form={form} />
        <EditorRow>
          <FormNumberInput form={form} field="essence" label="Essence" />
          <FormNumberInput form={form} field="health_levels" label="Health Levels" width={120} />
          <FormNumberInput form={form} field="willpower_temporary" label="Temp WP" />
          <FormNumberInput form={form} field="willpower_permanent" label="Perm WP" />
          <FormNumberInput form={form} field="initiative" label="Initiative" />
          <FormNumberInput form={form} field="onslaught" label="Onslaught" />
        </EditorRow>
        <EditorRow>
          <FormNumberInput form={form} field="size" label="Size" />
          <FieldWithTotal
            total={`/ ${details.magnitude_total}`}
            testId="battlegroup-editor-magnitude-total"
          >
            <FormNumberInput
              form={form}
              field="magnitude"
              label="Magnitude"
              max={details.magnitude_total}
            />
          </FieldWithTotal>
          <FormSelectInput
            form={form}
            field="drill"
            label="Drill"
            options={DRILL_OPTIONS}
            width={130}
          />
          <FormNumberInput form={form} field="might" label="Might" />
          <FormCheckInput form={form} field="perfect_morale" label="Perfect Morale" />
        </EditorRow>
        <EditorRow>
          <FormNumberInput form={form} field="resolve" label="Resolve" />
          <FormNumberInput form={form} field="guile" label="Guile" />
          <FormNumberInput form={form} field="appearance" label="Appearance" />
          <FormNumberInput form={form} field="senses" label="Senses" />
        </EditorRow>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Combat stats
        </Typography>
        <EditorRow>
          <FormNumberInput form={form} field="join_battle" label="JB" />
          <FormNumberInput form={form} field="movement" label="Move" />
          <FieldWithTotal
            total={totalLabel(details.parry.total)}
            testId="battlegroup-editor-parry-total"
          >
            <FormNumberInput form={form} field="parry" label="Parry" />
          </FieldWithTotal>
          <FieldWithTotal
            total={totalLabel(details.evasion.total)}
            testId="battlegroup-editor-evasion-total"
          >
            <FormNumberInput form={form} field="evasion" label="Evasion" />
          </FieldWithTotal>
          <FieldWithTotal
            total={totalLabel(details.soak.total)}
            testId="battlegroup-editor-soak-total"
          >
            <FormNumberInput form={form} field="soak" label="Soak" />
          </FieldWithTotal>
          <FormNumberInput form={form} field="hardness" label="Hardness" />
          <FormTextInput form={form} field="armor_name" label="Armor Name" width={200} />
        </EditorRow>
      </SheetBlock>
      <Box sx={{ mt: 2 }}>
        <SheetBlock title="Attacks" testId="battlegroup-editor-attacks-section">
          <AttacksEditor
            owner={bg}
            list={battlegroupList(bg.id, 'qc_attacks')}
            figures={details.attacks}
            testId="battlegroup-editor-attacks"
          />
        </SheetBlock>
      </Box>
      <Box sx={{ mt: 2 }}>
        <PoisonsSection owner={bg} kind="battlegroups" />
      </Box>
    </Box>
  )
}

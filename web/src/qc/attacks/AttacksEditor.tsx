import { qcAttackSchemas } from '@loom/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Row } from '../../api/types.ts'
import { useChildRows } from '../../sheet/child-rows.ts'
import {
  FormNumberInput,
  FormSelectInput,
  FormTagsInput,
  FormTextInput,
} from '../../sheet/inputs/form-fields.tsx'
import type { ChildPlace } from '../../store/children.ts'
import { ChildRowsEditor } from '../ChildRowsEditor.tsx'
import { FieldWithTotal, totalLabel } from '../editor/FieldWithTotal.tsx'
import { PoisonsEditor, poisonsOf } from '../PoisonsEditor.tsx'
import type { QcAttackRow } from '../qc-rows.ts'
import { RANGE_OPTIONS } from '../range-labels.ts'
import { type AttackFigures, type AttackFiguresByKey, figuresOfAttacks } from './attack-figures.ts'

interface Props {
  owner: Row
  list: ChildPlace
  /**
   * The figures the rules engine derives from each attack, shown beside what is entered:
   * a battlegroup's "(8 total)" after adding size and might.
   */
  figures?: AttackFiguresByKey
  testId: string
}

/** A QC's or battlegroup's attacks: name, pool, damage, minimum, tags, range and poisons. */
export function AttacksEditor({ owner, list, figures, testId }: Props) {
  const attacks = useChildRows<QcAttackRow>(owner, 'qc_attacks', 'qc_attacks')
  const figured = figures && figuresOfAttacks(attacks, figures)
  return (
    <ChildRowsEditor<QcAttackRow>
      list={list}
      rows={attacks}
      schema={qcAttackSchemas.fields}
      addLabel="Add Attack"
      newFields={(position) => ({ name: `Attack ${position}` })}
      describe={(attack) => attack.name || 'this attack'}
      empty="No attacks yet."
      testId={testId}
      renderFields={(form, attack, index) => {
        const total = figured?.[index]
        return (
          <>
            <FormTextInput form={form} field="name" label="Name" width={220} />
            <FieldWithTotal
              total={totalLabel(total?.pool.total)}
              testId={`${form.testId}-pool-total`}
            >
              <FormNumberInput form={form} field="pool" label="Pool" />
            </FieldWithTotal>
            <FieldWithTotal
              total={totalLabel(totalOf(total?.damage))}
              testId={`${form.testId}-damage-total`}
            >
              <FormNumberInput form={form} field="damage" label="Damage" />
            </FieldWithTotal>
            <FormNumberInput form={form} field="overwhelming" label="Min" />
            <FormSelectInput
              form={form}
              field="range"
              label="Range"
              options={RANGE_OPTIONS}
              width={130}
            />
            <FormTagsInput form={form} field="tags" label="Tags (comma separated)" />
            <Box sx={{ width: '100%' }}>
              <Typography variant="subtitle2" component="h4">
                Poisons it delivers
              </Typography>
              <PoisonsEditor
                owner={attack}
                list={poisonsOf('qc_attacks', attack.id)}
                addLabel="Add Poison"
                empty="None."
                testId={`${form.testId}-poisons`}
              />
            </Box>
          </>
        )
      }}
    />
  )
}

const totalOf = (figure: AttackFigures['damage'] | undefined) =>
  typeof figure === 'object' ? figure.total : figure

import type { FieldForm } from './field-form.ts'
import type { Choice } from './fields.tsx'
import {
  FormCheckInput,
  FormNumberInput,
  FormSelectInput,
  FormTagsInput,
  FormTextInput,
} from './form-fields.tsx'

interface SpecBase<T> {
  field: keyof T & string
  label: string
}

/**
 * One field of a form described as data, so an editor that is only a run of fields (a QC's
 * Charm, merit or poison card) lists them as a table instead of repeating the inputs.
 */
export type FieldSpec<T> = SpecBase<T> &
  (
    | {
        input: 'text'
        width?: number | string
        multiline?: boolean
        validate?: (value: string) => string | null
      }
    | { input: 'number'; width?: number | string; helperText?: string }
    | { input: 'select'; options: readonly Choice<unknown>[]; width?: number | string }
    | { input: 'tags'; perLine?: boolean }
    | { input: 'check' }
  )

/** The inputs of a list of field specs, in order, bound to one form. */
export function FormFields<T>({
  form,
  specs,
}: {
  form: FieldForm<T>
  specs: readonly FieldSpec<T>[]
}) {
  return specs.map((spec) => <FormField key={spec.field} form={form} spec={spec} />)
}

// Each input takes the spec's own props; the `input` tag it also receives is ignored.
function FormField<T>({ form, spec }: { form: FieldForm<T>; spec: FieldSpec<T> }) {
  switch (spec.input) {
    case 'text':
      return <FormTextInput form={form} {...spec} />
    case 'number':
      return <FormNumberInput form={form} {...spec} />
    case 'select':
      return (
        <FormSelectInput
          form={form}
          {...spec}
          options={spec.options as readonly Choice<T[typeof spec.field]>[]}
        />
      )
    case 'tags':
      return <FormTagsInput form={form} {...spec} />
    case 'check':
      return <FormCheckInput form={form} {...spec} />
  }
}

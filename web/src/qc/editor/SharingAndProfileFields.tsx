import type { Id } from '../../api/types.ts'
import type { FieldForm } from '../../sheet/inputs/field-form.ts'
import { FormCheckInput, FormTextInput } from '../../sheet/inputs/form-fields.tsx'
import { useAppSelector } from '../../store/hooks.ts'
import { selectItemPermissions } from '../../store/permissions.ts'
import { PortraitUpload } from '../../widgets/PortraitUpload.tsx'
import { EditorRow } from './EditorRow.tsx'

interface ProfileRow {
  id: Id
  name: string
  portrait_digest: string
  public: boolean
  description: string
  portrait_link: string
}

const isLink = (text: string) =>
  text === '' || /^https?:\/\/\S+$/i.test(text) ? null : 'must be an http or https address'

/**
 * A QC's or battlegroup's public switch (the owner's alone), description, portrait link and
 * uploaded portrait.
 */
export function SharingAndProfileFields<T extends ProfileRow>({
  kind,
  form,
}: {
  kind: 'qcs' | 'battlegroups'
  form: FieldForm<T>
}) {
  const owner = useAppSelector(
    (state) => selectItemPermissions(state, kind, form.row.id)?.owner ?? false,
  )
  return (
    <>
      {owner && <FormCheckInput form={form} field="public" label="Publicly Viewable" />}
      <EditorRow>
        <FormTextInput
          form={form}
          field="description"
          label="Description (Supports Markdown)"
          multiline
        />
      </EditorRow>
      <EditorRow>
        <FormTextInput form={form} field="portrait_link" label="Portrait Link" validate={isLink} />
      </EditorRow>
      <PortraitUpload kind={kind} item={form.row} />
    </>
  )
}

import { qcSchemas } from '@loom/core'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../../store/entities/entities-slice.ts'
import { testStore } from '../../testing/fake-api.ts'
import type { QcRow } from '../qc-rows.ts'
import { QcActionsEditor } from './QcActionsEditor.tsx'
import { QcResourcesEditor } from './QcResourcesEditor.tsx'
import { QcSocialEditor } from './QcSocialEditor.tsx'
import { type ItemForm, useItemForm } from './use-item-form.ts'

type Section = ComponentType<{ form: ItemForm<QcRow> }>

const LISTS: { field: string; section: Section; add: string; mine: object; theirs: object }[] = [
  {
    field: 'principles',
    section: QcSocialEditor,
    add: 'qc-editor-principles-add',
    mine: { id: 'mine1', subject: 'Honour', rating: 2 },
    theirs: { id: 'their', subject: 'Greed', rating: 1 },
  },
  {
    field: 'ties',
    section: QcSocialEditor,
    add: 'qc-editor-ties-add',
    mine: { id: 'mine1', subject: 'Mother', rating: 2 },
    theirs: { id: 'their', subject: 'The Realm', rating: 1 },
  },
  {
    field: 'actions',
    section: QcActionsEditor,
    add: 'qc-editor-actions-list-add',
    mine: { id: 'mine1', action: 'Threaten', pool: 6 },
    theirs: { id: 'their', action: 'Bargain', pool: 4 },
  },
  {
    field: 'resources',
    section: QcResourcesEditor,
    add: 'qc-editor-resources-list-add',
    mine: { id: 'mine1', resource: 'Wealth', value: 2 },
    theirs: { id: 'their', resource: 'Allies', value: 3 },
  },
  {
    field: 'motes_committed',
    section: QcResourcesEditor,
    add: 'qc-editor-commitments-add',
    mine: { id: 'mine1', pool: 'peripheral', label: 'Ward', motes: 5 },
    theirs: { id: 'their', pool: 'peripheral', label: 'Armor', motes: 2 },
  },
]

const qcWith = (fields: Record<string, unknown>) =>
  ({ ...qcSchemas.fields.parse({}), id: 9, name: 'Bandit', ...fields }) as QcRow

function Editor({ qc, section: Section }: { qc: QcRow; section: Section }) {
  const form = useItemForm('qcs', qc, qcSchemas.fields, 'qc-editor')
  return <Section form={form} />
}

describe("a QC's list fields in its editor", () => {
  it.each(
    LISTS,
  )('adding to $field keeps a row someone else added since the editor drew the list', async ({
    field,
    section,
    add,
    mine,
    theirs,
  }) => {
    const { store, calls } = testStore({
      'PATCH /qcs/9': (call) => ({ body: { id: 9, ...(call.body as { qc: object }).qc } }),
    })
    store.dispatch(
      entityActions.received({ kind: 'qcs', rows: [qcWith({ [field]: [mine, theirs] })] }),
    )
    render(
      <Provider store={store}>
        <Editor qc={qcWith({ [field]: [mine] })} section={section} />
      </Provider>,
    )
    fireEvent.click(screen.getByTestId(add))
    const patch = () => calls.find((call) => call.method === 'PATCH')
    await waitFor(() => expect(patch()).toBeDefined())
    const sent = (patch()?.body as { qc: Record<string, unknown[]> }).qc[field]
    expect(sent).toEqual([mine, theirs, expect.objectContaining({ id: expect.any(String) })])
  })
})

import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testStore } from '../testing/fake-api.ts'
import { DiceDialogFrame } from './DiceDialogFrame.tsx'

/** Answers media queries as a phone's browser (390 px wide) or a desktop's would. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    return {
      matches: max !== null && width <= Number(max[1]),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }
  })
}

function openFrame(contentRef: ((content: HTMLDivElement | null) => void) | null = null) {
  const { store } = testStore({})
  render(
    <Provider store={store}>
      <DiceDialogFrame
        title="Roll Strength + Athletics"
        subtitle="Silver Hare"
        outcome={null}
        problem={null}
        action="Rolling"
        submitLabel="Roll"
        onSubmit={() => {}}
        onClose={() => {}}
        busy={false}
        contentRef={contentRef}
        testId="roll-dialog"
      >
        <p>pool</p>
      </DiceDialogFrame>
    </Provider>,
  )
  // The fade's own element: the dialog's container. A fade in sets its transition.
  return screen.getByRole('dialog').parentElement as HTMLElement
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.removeAttribute('style')
})

describe('the roll and attack dialogs on a phone', () => {
  it('appear whole at once and leave the page scrolling alone', () => {
    screenOf(390)
    const container = openFrame()
    expect(screen.getByRole('dialog').className).toMatch(/FullScreen/)
    expect(container.style.opacity).toBe('1')
    expect(container.style.transition).toBe('')
    expect(document.body.style.overflow).toBe('')
  })
})

describe('the roll and attack dialogs on a desktop', () => {
  it('fade in over a page that stops scrolling', () => {
    screenOf(1280)
    const container = openFrame()
    expect(screen.getByRole('dialog').className).not.toMatch(/FullScreen/)
    expect(container.style.transition).toMatch(/opacity/)
    expect(document.body.style.overflow).toBe('hidden')
  })
})

describe('a dice dialog opening', () => {
  it('is painted first with its title and buttons, its form in the render after', () => {
    screenOf(390)
    const firstContent: string[] = []
    openFrame((content) => {
      if (content && firstContent.length === 0) firstContent.push(content.textContent ?? '')
    })
    // The first commit held the frame and not the form; the form follows at once.
    expect(firstContent).toHaveLength(1)
    expect(firstContent[0]).not.toContain('pool')
    expect(screen.getByRole('dialog').textContent).toContain('pool')
    expect(screen.getByRole('button', { name: 'Roll' })).toBeTruthy()
  })
})

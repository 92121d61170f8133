import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ProseText } from './ProseText.tsx'

function renderProse(text: string, empty?: string) {
  render(
    <MemoryRouter>
      <ProseText text={text} empty={empty} testId="prose" />
    </MemoryRouter>,
  )
  return screen.queryByTestId('prose')
}

describe('a player’s text', () => {
  it('renders Markdown and keeps single line breaks', () => {
    const prose = renderProse('**Bold** and *sworn*\nto an old debt\n\n- one\n- two')!
    expect(prose.querySelector('strong')?.textContent).toBe('Bold')
    expect(prose.querySelector('em')?.textContent).toBe('sworn')
    expect(prose.querySelector('br')).not.toBeNull()
    expect([...prose.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'one',
      'two',
    ])
  })

  it('opens outside links in a new tab and keeps app links in the app', () => {
    const prose = renderProse('[Wiki](https://example.test/sol) and [her sister](/characters/4)')!
    const [outside, inside] = [...prose.querySelectorAll('a')]
    expect(outside?.getAttribute('href')).toBe('https://example.test/sol')
    expect(outside?.getAttribute('target')).toBe('_blank')
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(inside?.getAttribute('href')).toBe('/characters/4')
    expect(inside?.getAttribute('target')).toBeNull()
  })

  it('never renders raw HTML, scripts or javascript: links', () => {
    const prose = renderProse(
      'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script> [click](javascript:alert(3))',
    )!
    expect(prose.querySelector('img, script')).toBeNull()
    expect(prose.innerHTML).not.toContain('onerror')
    expect(prose.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript')
  })

  it('shows a picture as a link to it', () => {
    const prose = renderProse('![Portrait](https://example.test/face.png)')!
    expect(prose.querySelector('img')).toBeNull()
    expect(prose.querySelector('a')?.textContent).toBe('Portrait')
  })

  it('shows nothing for empty text, or what to show instead', () => {
    expect(renderProse('  ')).toBeNull()
    expect(renderProse('', 'No notes')?.textContent).toBe('No notes')
  })
})

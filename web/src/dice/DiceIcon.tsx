/**
 * MUI's CasinoOutlined die drawn as a plain svg, for the roll buttons beside a sheet's tiles:
 * a large sheet shows a hundred of them, and an SvgIcon is a styled component of its own.
 * It takes its size and colour from the button that holds it (`1em`, `currentColor`).
 */
export function DiceIcon() {
  return (
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V5h14z" />
      <circle cx="7.5" cy="16.5" r="1.5" />
      <circle cx="7.5" cy="7.5" r="1.5" />
      <circle cx="12" cy="12" r="1.5" />
      <circle cx="16.5" cy="16.5" r="1.5" />
      <circle cx="16.5" cy="7.5" r="1.5" />
    </svg>
  )
}

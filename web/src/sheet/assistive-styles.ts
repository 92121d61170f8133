/**
 * The ring a sheet's clickable figures (pool tiles, resources, health boxes) show when
 * reached by keyboard: MUI's ButtonBase draws none of its own without a ripple.
 */
export const KEYBOARD_FOCUS_RING = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const

/** Words for screen readers alone: read out, not shown. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

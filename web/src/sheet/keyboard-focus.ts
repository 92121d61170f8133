/**
 * The ring a sheet's clickable figures (pool tiles, resources, health boxes) show when
 * reached by keyboard: MUI's ButtonBase draws none of its own without a ripple.
 */
export const KEYBOARD_FOCUS_RING = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const

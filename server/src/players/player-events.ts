import { type Delivery, eventPlacement, updateEvent } from '@loom/core'

/**
 * A player renamed themself: everyone who shares a chronicle with them (and their own other
 * devices) gets the new name. The sign-in e-mail never leaves the server.
 */
export function playerUpdatedDeliveries(
  player: { id: number; version: number },
  changes: Readonly<Record<string, unknown>>,
  audience: readonly number[],
): Delivery[] {
  const { email: _private, ...visible } = changes
  if (Object.keys(visible).length === 0) return []
  return [
    {
      player_ids: audience,
      event: updateEvent(eventPlacement('player', player, null), visible),
    },
  ]
}

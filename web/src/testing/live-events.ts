import {
  createEvent,
  destroyEvent,
  type LiveEvent,
  type LiveEventPlacement,
  updateEvent,
} from '@loom/core'

// Live events shaped exactly as the server sends them, built with core's own constructors.

type Place = Pick<LiveEventPlacement, 'type' | 'id' | 'version'> & Partial<LiveEventPlacement>

const placement = (place: Place): LiveEventPlacement => ({
  parent_type: null,
  parent_id: null,
  assoc: null,
  chronicle_id: null,
  ...place,
})

export const liveUpdate = (place: Place, changes: Record<string, unknown>): LiveEvent =>
  updateEvent(placement(place), changes)

export const liveCreate = (place: Place, entity: object): LiveEvent =>
  createEvent(placement(place), entity)

export const liveDestroy = (place: Place): LiveEvent => destroyEvent(placement(place))

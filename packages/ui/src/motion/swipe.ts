// When a swipe on a sheet or drawer closes it. Pure, so it can be tested without a pointer.

/** A swipe closes after this distance (px) at most, or a quarter of the panel when that is shorter. */
export const SWIPE_CLOSE_DISTANCE_PX = 120;
export const SWIPE_CLOSE_FRACTION = 0.25;
/** A flick this fast (px/s) towards the closing edge closes whatever the distance, past a small dead zone. */
export const SWIPE_CLOSE_VELOCITY = 500;
export const SWIPE_DEAD_ZONE_PX = 16;

/**
 * `distance` and `velocity` are measured towards the edge the panel closes to (down for a bottom sheet,
 * right for a drawer on the right); `size` is the panel's extent along that axis (0 when unknown).
 */
export function swipeCloses(distance: number, velocity: number, size: number): boolean {
  if (distance <= SWIPE_DEAD_ZONE_PX) return false;
  const threshold = size > 0 ? Math.min(SWIPE_CLOSE_DISTANCE_PX, size * SWIPE_CLOSE_FRACTION) : SWIPE_CLOSE_DISTANCE_PX;
  return distance >= threshold || velocity >= SWIPE_CLOSE_VELOCITY;
}

/** The edge a panel closes to. */
export type SwipeEdge = 'bottom' | 'start' | 'end';

interface DragInfo {
  offset: { x: number; y: number };
  velocity: { x: number; y: number };
}

/**
 * The drag-end handler of a panel: measures the swipe towards `edge` and calls `onClose` when it closes.
 * `size` reads the panel's extent when the drag ends. In a right-to-left page the start edge is on the right.
 */
export function swipeHandler(edge: SwipeEdge, size: () => number, onClose: () => void, rtl = false) {
  return (_event: unknown, info: DragInfo): void => {
    const towards = edge === 'bottom' ? 1 : (edge === 'end') !== rtl ? 1 : -1;
    const axis = edge === 'bottom' ? 'y' : 'x';
    if (swipeCloses(towards * info.offset[axis], towards * info.velocity[axis], size())) onClose();
  };
}

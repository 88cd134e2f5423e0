import { useState } from 'react';

/**
 * The value while there is one, else the last one there was: what a dialog kept mounted between openings keeps
 * showing while it is hidden (and on its way out), so that it does not redraw with nothing in it.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // A new value is kept during the render that brings it (React renders this component again at once).
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

import { useState } from 'react';

/**
 * True from the first time `open` is true. A sheet is mounted only once it is first opened (the
 * signed-in frame appears sooner without its closed overlays), and stays mounted so it can slide closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Layout sizes in pixels (side menu, right drawer, app bar). */
export const LAYOUT = {
  sideDrawer: 250,
  rightDrawer: 300,
  appBar: 54,
} as const;

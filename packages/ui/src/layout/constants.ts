/** SPEC §9 layout sizes in pixels. */
export const LAYOUT = {
  sideDrawer: 250,
  rightDrawer: 300,
  appBar: 54,
} as const;

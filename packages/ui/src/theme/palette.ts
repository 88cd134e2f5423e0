// The product's one palette of 14 colours: what a colour picker offers (a classification's colour) and what
// the charts draw with, in this order. Each has the Spanish name a screen reader says for its swatch.
export interface PaletteColor {
  name: string;
  value: `#${string}`;
}

export const PALETTE: readonly PaletteColor[] = [
  { name: 'Azul', value: '#2563eb' },
  { name: 'Verde', value: '#16a34a' },
  { name: 'Ámbar', value: '#d97706' },
  { name: 'Rojo', value: '#dc2626' },
  { name: 'Violeta', value: '#7c3aed' },
  { name: 'Cian', value: '#0891b2' },
  { name: 'Rosa', value: '#db2777' },
  { name: 'Lima', value: '#65a30d' },
  { name: 'Naranja', value: '#ea580c' },
  { name: 'Índigo', value: '#4f46e5' },
  { name: 'Turquesa', value: '#0d9488' },
  { name: 'Fucsia', value: '#c026d3' },
  { name: 'Café', value: '#92400e' },
  { name: 'Gris', value: '#475569' },
];

/** The colour of the n-th series of a chart (the palette again from the start past the 14th). */
export function paletteColor(index: number): string {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length]!.value;
}

// Number formatting and plain-text tables for the bench output.
import { gzipSync } from 'node:zlib';

export const KIB = 1024;

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function kib(bytes) {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

export function ms(value) {
  return `${Math.round(value)} ms`;
}

export function seconds(millis) {
  return `${(millis / 1000).toFixed(1)} s`;
}

export function median(values) {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Renders rows (arrays of cells) under a header as aligned columns; numeric-looking cells align right. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const isNumeric = (cell) => /^[\d.,]+( \w+)?$/.test(cell);
  const line = (row) =>
    row
      .map((cell, column) => (isNumeric(cell) && column > 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(all[0]), rule, ...all.slice(1).map(line)].join('\n');
}

export function heading(title) {
  return `\n== ${title} ==`;
}

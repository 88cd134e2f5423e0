/** The truncate filter cuts long texts in tables to 15 characters. */
export const TRUNCATE_LENGTH = 15;

/** Cuts text to `length` characters (code points, so accents and emoji are never split). */
export function truncate(text: string | null | undefined, length: number = TRUNCATE_LENGTH): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length <= length ? text : characters.slice(0, length).join('');
}

/**
 * Text as searches compare it: without accents or case ("Lucía López" → "lucia lopez"), so "lopez" finds
 * "López" and "geometria" finds "Geometría".
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

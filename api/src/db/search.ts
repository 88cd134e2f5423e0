// Accent- and case-blind text search: both sides go through the database's search_fold() (migration 0036), the
// expression the search indexes are built on, so 'lopez' finds 'López', 'Sofía' finds 'SOFIA' and the
// trigram indexes answer a LIKE '%text%'.
import { sql, type SQL } from 'drizzle-orm';

/** The folded form of a column or value: accents off, lower case. */
export const searchFold = (value: SQL | string): SQL => sql`search_fold(${value})`;

/** Escapes LIKE wildcards so the text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The '%text%' pattern that finds the text literally anywhere in a value. */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`;

/** column contains text, ignoring accents and case. */
export const foldedContains = (column: SQL, text: string): SQL => sql`${searchFold(column)} LIKE ${searchFold(`%${escapeLike(text)}%`)}`;

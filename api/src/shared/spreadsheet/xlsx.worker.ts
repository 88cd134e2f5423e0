// Worker-thread task of readSpreadsheet (run by src/workers/run.ts): inflates and parses an xlsx off the event
// loop. A refusal travels back as a message, since errors lose their class between threads. Each row travels as
// its own JSON text (a date as {"d": epoch ms}): one string per row crosses the threads cheaply, and the reading
// side decodes them a few hundred at a time between other requests, instead of receiving half a million cells
// in one block.
import { parseXlsx, SpreadsheetRefused } from './spreadsheet';

export type XlsxOutcome = { headers: string[]; rows: string[] } | { refused: string };

export async function run(file: Uint8Array): Promise<XlsxOutcome> {
  try {
    const sheet = await parseXlsx(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    const rows = sheet.rows.map(({ row, cells }) => JSON.stringify([row, ...cells.map((cell) => (cell instanceof Date ? { d: cell.getTime() } : cell))]));
    return { headers: sheet.headers, rows };
  } catch (error) {
    if (error instanceof SpreadsheetRefused) return { refused: error.message };
    throw error;
  }
}

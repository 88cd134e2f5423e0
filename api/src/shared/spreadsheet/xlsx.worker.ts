// Worker-thread task of readSpreadsheet (run by src/workers/run.ts): inflates and parses an xlsx off the event
// loop. A refusal travels back as a message, since errors lose their class between threads.
import { parseXlsx, SpreadsheetRefused, type Sheet } from './spreadsheet';

export type XlsxOutcome = { sheet: Sheet } | { refused: string };

export async function run(file: Uint8Array): Promise<XlsxOutcome> {
  try {
    return { sheet: await parseXlsx(Buffer.from(file.buffer, file.byteOffset, file.byteLength)) };
  } catch (error) {
    if (error instanceof SpreadsheetRefused) return { refused: error.message };
    throw error;
  }
}

// exceljs takes about a third of a second to load, so it is loaded by the first request that reads or writes a
// workbook instead of by every start of the API (and every test file).
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}

// The spreadsheet import (/importar and the store's import pages): preview, commit, template and error report.
import type { ImportCommitResult, ImportKind, ImportMapping, ImportPreview } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { percentOf, saveBlob } from './download';

/** Large files take longer than the usual 15 s to check and write. */
const IMPORT_TIMEOUT_MS = 180_000;

function form(file: File, mapping: ImportMapping | null): FormData {
  const data = new FormData();
  if (mapping) data.append('mapping', JSON.stringify(mapping));
  data.append('file', file, file.name);
  return data;
}

/** The Spanish name of each import kind, for the files the user downloads ('plantilla-clientes.xlsx'). */
export const IMPORT_FILE_NAMES: Record<ImportKind, string> = {
  students: 'alumnos',
  families: 'familias',
  clients: 'clientes',
  prospects: 'prospectos',
  products: 'productos',
  teachers: 'maestros',
};

const upload = (onProgress?: (percent: number) => void) => ({
  timeout: IMPORT_TIMEOUT_MS,
  onUploadProgress: onProgress ? (event: { loaded: number; total?: number }) => onProgress(percentOf(event)) : undefined,
});

export const importsApi = {
  /** Checks every row and saves nothing; a null mapping asks for the suggested one. */
  async preview(kind: ImportKind, file: File, mapping: ImportMapping | null, onProgress?: (percent: number) => void): Promise<ImportPreview> {
    const { data } = await http.post<ImportPreview>(`/system/imports/${kind}/preview`, form(file, mapping), upload(onProgress));
    return data;
  },
  /** Writes every row in one transaction, or nothing (400 with the row errors). */
  async commit(kind: ImportKind, file: File, mapping: ImportMapping, onProgress?: (percent: number) => void): Promise<ImportCommitResult> {
    const { data } = await http.post<ImportCommitResult>(`/system/imports/${kind}/commit`, form(file, mapping), upload(onProgress));
    return data;
  },
  async downloadTemplate(kind: ImportKind): Promise<void> {
    const { data } = await http.get<Blob>(`/system/imports/${kind}/template`, { responseType: 'blob' });
    saveBlob(data, `plantilla-${IMPORT_FILE_NAMES[kind]}.xlsx`);
  },
  /** The rejected rows with a column 'Error', as an xlsx download. */
  async downloadErrors(kind: ImportKind, file: File, mapping: ImportMapping): Promise<void> {
    const { data } = await http.post<Blob>(`/system/imports/${kind}/errors`, form(file, mapping), { ...upload(), responseType: 'blob' });
    saveBlob(data, `errores-${file.name.replace(/\.[^.]+$/, '')}.xlsx`);
  },
};

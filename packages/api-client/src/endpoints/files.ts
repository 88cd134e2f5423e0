// Image uploads (user photos…): POST /api/files; the answer's url is what an <img> and a record's img field use.
import type { UploadedFile } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { percentOf } from './download';

/** Uploads a png, jpeg or webp image of at most 2 MB. */
export async function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post<UploadedFile>('/files', form, {
    timeout: 60_000,
    onUploadProgress: onProgress ? (event) => onProgress(percentOf(event)) : undefined,
  });
  return data;
}

// Reading one uploaded file (multipart/form-data) and its text fields, with a byte limit, into memory.
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../plugins/errors';

export interface Upload {
  file: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** The form's single file and its text fields; 413 with `tooLarge` when the file is over `maxBytes`. */
export async function readUpload(request: FastifyRequest, maxBytes: number, tooLarge: string): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Se espera un formulario multipart/form-data con el archivo', [{ field: 'file', message: 'Este campo es requerido' }]);
  const fields: Record<string, string> = {};
  let upload: { file: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 100_000 } })) {
      if (part.type === 'file') upload = { file: await part.toBuffer(), fileName: part.filename ?? '' };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Envía un solo archivo');
    throw error;
  }
  if (!upload) throw badRequest('Falta el archivo', [{ field: 'file', message: 'Este campo es requerido' }]);
  return { ...upload, fields };
}

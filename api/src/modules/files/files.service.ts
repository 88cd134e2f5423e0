// Storing an uploaded image and reading it back. The bytes live in the database, so every API instance serves
// every file.
import { eq } from 'drizzle-orm';
import type { UploadedFile } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { files } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';
import { imageTypeOf } from './image-type';

/** Stores the file as the caller's company's image; a file that is not PNG, JPEG or WebP by its bytes is refused. */
export async function storeImage(db: Database, caller: { companyId: number; userId: number }, file: Buffer): Promise<UploadedFile> {
  const contentType = imageTypeOf(file);
  if (!contentType) throw badRequest('El archivo no es una imagen PNG, JPEG o WebP', [{ field: 'file', message: 'Formato no válido' }]);
  const row = onlyRow(
    await db
      .insert(files)
      .values({ companyId: caller.companyId, contentType, size: file.length, data: file, uploadedBy: caller.userId })
      .returning({ id: files.id }),
  );
  return { id: row.id, url: `/api/files/${row.id}`, contentType, size: file.length };
}

/** A stored file's type and bytes, or undefined when there is none with that id. */
export async function readFile(db: Database, id: string) {
  const [file] = await db.select({ contentType: files.contentType, data: files.data }).from(files).where(eq(files.id, id));
  return file;
}

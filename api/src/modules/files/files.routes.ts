// POST /api/files (an image: png, jpeg or webp by magic bytes, at most 2 MB, stored in the database) and
// GET /api/files/:id (public and cacheable: an <img> sends no bearer token; the ids are random uuids).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { UploadedFile } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { files } from '../../db/schema/index';
import { callerOf } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { imageTypeOf } from './image-type';
import { readUpload } from '../../shared/upload';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const tags = ['files'];

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post('/api/files', { schema: { tags, security: [{ bearerAuth: [] }], summary: 'Sube una imagen (png, jpeg o webp, máximo 2 MB)', consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const auth = callerOf(request);
    const upload = await readUpload(request, MAX_IMAGE_BYTES, 'La imagen supera el límite de 2 MB');
    const contentType = imageTypeOf(upload.file);
    if (!contentType) throw badRequest('El archivo no es una imagen PNG, JPEG o WebP', [{ field: 'file', message: 'Formato no válido' }]);
    const row = onlyRow(
      await app.db
        .insert(files)
        .values({ companyId: auth.companyId, contentType, size: upload.file.length, data: upload.file, uploadedBy: auth.userId })
        .returning({ id: files.id }),
    );
    const body: UploadedFile = { id: row.id, url: `/api/files/${row.id}`, contentType, size: upload.file.length };
    return reply.status(201).send(body);
  });

  app.get(
    '/api/files/:id',
    { config: { public: true }, schema: { tags, summary: 'Una imagen subida', params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } },
    async (request, reply) => {
      const [file] = await app.db.select({ contentType: files.contentType, data: files.data }).from(files).where(eq(files.id, request.params.id));
      if (!file) throw notFound();
      // A file never changes once stored: its id names its content.
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.data);
    },
  );
};

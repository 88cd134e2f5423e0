// POST /api/files (an image: png, jpeg or webp by magic bytes, at most 2 MB, stored in the database) and
// GET /api/files/:id (public and cacheable: an <img> sends no bearer token; the ids are random uuids).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { readUpload } from '../../shared/upload';
import { readFile, storeImage } from './files.service';
import { FileParams } from './schemas';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const tags = ['files'];

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post('/api/files', { schema: { tags, security: [{ bearerAuth: [] }], summary: 'Sube una imagen (png, jpeg o webp, máximo 2 MB)', consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const caller = callerOf(request);
    const upload = await readUpload(request, MAX_IMAGE_BYTES, 'La imagen supera el límite de 2 MB');
    return reply.status(201).send(await storeImage(app.db, caller, upload.file));
  });

  app.get('/api/files/:id', { config: { public: true }, schema: { tags, summary: 'Una imagen subida', params: FileParams } }, async (request, reply) => {
    const file = await readFile(app.db, request.params.id);
    if (!file) throw notFound();
    // A file never changes once stored: its id names its content.
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.data);
  });
};

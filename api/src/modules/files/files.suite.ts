import { beforeAll, describe, expect, it } from '@jest/globals';
import type { UploadedFile } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';
import { multipart } from '../../test-support/upload-files';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest-of-a-png')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

forEachDatabase((ctx) => {
  let token: string;
  beforeAll(async () => {
    token = (await loginAs(ctx.app, 'cajero@mikro.mx')).token;
  });
  const upload = (file: Buffer, name: string, auth = true) => {
    const form = multipart(file, name);
    return ctx.app.inject({ method: 'POST', url: '/api/files', payload: form.payload, headers: { ...form.headers, ...(auth ? bearer(token) : {}) } });
  };

  describe('files', () => {
    it('stores an image and serves it back with its content type to anyone holding the url', async () => {
      const response = await upload(PNG, 'foto.jpg');
      expect(response.statusCode).toBe(201);
      const uploaded = response.json<UploadedFile>();
      expect(uploaded).toMatchObject({ contentType: 'image/png', size: PNG.length, url: `/api/files/${uploaded.id}` });
      const served = await ctx.app.inject({ method: 'GET', url: uploaded.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      expect((await upload(WEBP, 'x.webp')).json<UploadedFile>().contentType).toBe('image/webp');
    });

    it('refuses what is not an image by its bytes, images over 2 MB, and anonymous uploads', async () => {
      const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'foto.png');
      expect(svg.statusCode).toBe(400);
      expect(svg.json<{ message: string }>().message).toBe('El archivo no es una imagen PNG, JPEG o WebP');
      const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'grande.png');
      expect(big.statusCode).toBe(413);
      expect(big.json<{ message: string }>().message).toBe('La imagen supera el límite de 2 MB');
      expect((await upload(PNG, 'a.png', false)).statusCode).toBe(401);
    });

    it('becomes a user photo; a photo that is not an uploaded file is refused', async () => {
      const admin = (await loginAs(ctx.app, 'admin@mikro.mx')).token;
      const { url } = (await upload(PNG, 'foto.png')).json<UploadedFile>();
      const me = (await ctx.app.inject({ method: 'GET', url: '/api/system/auth/me', headers: bearer(token) })).json<{ user: { id: number } }>();
      const patch = (img: string) => ctx.app.inject({ method: 'PATCH', url: `/api/system/users/${me.user.id}`, payload: { img }, headers: bearer(admin) });
      const updated = await patch(url);
      expect(updated.statusCode).toBe(200);
      expect(updated.json<{ img: string }>().img).toBe(url);
      expect((await patch('https://example.com/tracker.png')).statusCode).toBe(400);
      expect((await patch('')).json<{ img: string }>().img).toBe('');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/files/1' })).statusCode).toBe(400);
    });
  });
});

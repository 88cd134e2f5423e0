// TypeBox schemas of the file routes.
import { Type } from 'typebox';

/** A stored file's id: a random uuid, so the public URL cannot be guessed. */
export const FileParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

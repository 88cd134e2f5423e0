// TypeBox schemas of the helper catalogue routes (the same for every catalogue).
import { Type } from 'typebox';

const Digits = Type.String({ pattern: '^[0-9]{1,9}$' });
const Filters = Type.Union([Type.String({ maxLength: 600 }), Type.Array(Type.String({ maxLength: 600 }), { maxItems: 20 })]);

export const HelperQuerySchema = Type.Object({
  limit: Type.Optional(Digits),
  page: Type.Optional(Digits),
  offset: Type.Optional(Digits),
  code: Type.Optional(Type.String({ maxLength: 20, description: 'Prefijo de la clave', examples: ['H87'] })),
  text: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Texto libre: cada palabra en la clave, la descripción o las palabras similares del SAT', examples: ['cuaderno'] })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  s: Type.Optional(Type.String({ maxLength: 2000, description: 'Búsqueda JSON del constructor de consultas', examples: ['{"$or":[{"code":{"$contL":"H87"}},{"name":{"$contL":"H87"}}]}'] })),
  filter: Type.Optional(Filters),
  or: Type.Optional(Filters),
});

export const HelperPage = Type.Object({
  data: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: true })),
  count: Type.Integer(),
  total: Type.Integer(),
  page: Type.Integer(),
  pageCount: Type.Integer(),
});

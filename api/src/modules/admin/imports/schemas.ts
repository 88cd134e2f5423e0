// TypeBox schemas of the import routes: the kind in the path, the multipart field `mapping`, and what the routes
// answer (they document /api/docs and shape the responses).
import { Type } from 'typebox';

const KindName = Type.Union([
  Type.Literal('students'),
  Type.Literal('families'),
  Type.Literal('clients'),
  Type.Literal('prospects'),
  Type.Literal('products'),
  Type.Literal('teachers'),
]);
const Mapping = Type.Record(Type.String(), Type.String());
const RowError = Type.Object({ row: Type.Integer(), field: Type.String(), message: Type.String() });

export const KindParams = Type.Object({ kind: Type.String({ maxLength: 40, description: 'students, families, clients, prospects, products o teachers' }) });

/** The multipart field `mapping`: spreadsheet column title → field it fills (checked by the route, not by Fastify). */
export const ImportMappingField = Type.Record(Type.String({ maxLength: 200 }), Type.String({ maxLength: 100 }), { maxProperties: 200 });

const ImportKindOption = Type.Object({ kind: KindName, label: Type.String() });
export const ImportKindOptions = Type.Array(ImportKindOption);

export const ImportPreviewSchema = Type.Object({
  kind: KindName,
  headers: Type.Array(Type.String()),
  fields: Type.Array(Type.Object({ field: Type.String(), label: Type.String(), required: Type.Boolean() })),
  mapping: Mapping,
  suggestedMapping: Mapping,
  rows: Type.Array(
    Type.Object({
      row: Type.Integer(),
      values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    }),
  ),
  errors: Type.Array(RowError),
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
});

export const ImportCommitSchema = Type.Object({ kind: KindName, imported: Type.Integer() });

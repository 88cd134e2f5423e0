// TypeBox schemas of the administration routes: the permission editor, the route tree, the actions catalogue
// (admin.routes.ts) and the branch-office wizard (branch-wizard.routes.ts). The imports and the bulk price
// update keep theirs in their own folders.
import { Type } from 'typebox';
import { Id, IdParams, Nullable } from '../../schemas';

export { IdParams };

const ACTION_KEY = Type.String({ pattern: '^[a-z][a-z0-9-]*$', minLength: 1, maxLength: 40 });

export const RouteTreeInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120 }),
    parentId: Nullable(Id),
    url: Nullable(Type.String({ pattern: '^/[A-Za-z0-9/:_?-]*$', maxLength: 200 })),
    icon: Type.String({ minLength: 1, maxLength: 60 }),
    order: Type.Integer({ minimum: 0, maximum: 9999 }),
    isActive: Type.Boolean(),
    showInMenu: Type.Boolean(),
    actions: Type.Array(ACTION_KEY, { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const RoleParams = Type.Object({ idRole: Id });

/** Every permission of a role, saved as a whole: the actions allowed on each route. */
export const RolePermissionsBody = Type.Array(
  Type.Object({ routeId: Id, actions: Type.Array(ACTION_KEY, { maxItems: 50 }) }, { additionalProperties: false }),
  { maxItems: 2000 },
);

const ActionName = Type.String({ minLength: 1, maxLength: 80 });
export const ActionCreateBody = Type.Object({ key: ACTION_KEY, name: ActionName }, { additionalProperties: false });
export const ActionRenameBody = Type.Object({ name: ActionName }, { additionalProperties: false });

// The branch-office wizard.
const SERIE = Type.String({ maxLength: 25, pattern: '^[A-Za-z0-9-]*$' });
const FOLIO = Type.Integer({ minimum: 1, maximum: 999999999 });

export const WizardSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    address: Type.String({ maxLength: 1000 }),
    // Checked by the domain's RFC rule (ownRfcProblem) in the service: SAT's format, never a generic RFC.
    rfc: Type.String({ maxLength: 20 }),
    businessName: Type.String({ maxLength: 300 }),
    zip: Type.String({ pattern: '^(\\d{5})?$' }),
    modules: Type.Array(
      Type.Object({ typeModule: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), isActive: Type.Boolean() }, { additionalProperties: false }),
      { maxItems: 3 },
    ),
    campuses: Type.Array(
      Type.Object(
        {
          id: Type.Optional(Id),
          name: Type.String({ minLength: 1, maxLength: 200 }),
          cct: Type.String({ pattern: '^(\\d{2}[A-Za-z]{3}\\d{4}[A-Za-z0-9])?$' }),
          rvoe: Type.String({ maxLength: 60 }),
          address: Type.String({ maxLength: 1000 }),
          isActive: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    series: Type.Object(
      {
        serieNota: SERIE,
        folioNota: FOLIO,
        serieFactura: SERIE,
        folioFactura: FOLIO,
        seriePago: SERIE,
        folioPago: FOLIO,
        serieCotizacion: SERIE,
        folioCotizacion: FOLIO,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

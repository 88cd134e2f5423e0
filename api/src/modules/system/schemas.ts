// Typebox declarations of the contracts shapes the system endpoints send and receive (validation,
// serialisation and OpenAPI come from these).
import { Type } from 'typebox';
import { Id, Nullable } from '../../schemas';

const ModuleTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  error: Type.String(),
  msg: Type.Optional(Type.String()),
  fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});

export const RoleRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const SessionUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  img: Type.String(),
  role: RoleRefSchema,
  isPlatformOperator: Type.Boolean({ description: 'Su rol escribe el árbol de rutas y el catálogo de acciones, compartidos por todas las empresas' }),
});

export const CompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rfc: Type.String(),
  businessName: Type.String(),
  address: Type.String(),
  regime: Type.String(),
  fiscalRegime: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  foliajeNota: Type.Integer(),
  foliajeFactura: Type.Integer(),
  serieFacturacion: Type.String(),
  daysQuoteValid: Type.Integer(),
  cerCSD: Nullable(Type.String()),
  keyCSD: Nullable(Type.String()),
  hasPassword: Type.Optional(Type.Boolean()),
  foliajePago: Type.Integer(),
  email: Type.String(),
  bankAccount: Type.String(),
  typeModule: Nullable(ModuleTypeSchema),
  invoiceCampus: Nullable(Type.Integer()),
  idModalidad: Nullable(Type.Integer()),
  serieNota: Type.String(),
  serieFactura: Type.String(),
  seriePago: Type.String(),
  serieCotizacion: Type.String(),
  folioCotizacion: Type.Integer(),
  isQuickSale: Type.Boolean(),
  quickSaleMethod: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
});

export const BranchOfficeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  branchOfficeSettings: Type.Array(
    Type.Object({ id: Type.Integer(), typeModule: ModuleTypeSchema, isActive: Type.Boolean() }),
  ),
});

export const CycleSchema = Type.Object({ id: Type.Integer(), name: Type.String(), isActive: Type.Boolean() });

const menuFields = {
  id: Type.Integer(),
  isActive: Type.Boolean(),
  name: Type.String(),
  parent: Nullable(Type.Integer()),
  level: Type.Integer(),
  url: Nullable(Type.String()),
  icon: Type.String(),
  order: Type.Integer(),
  showInMenu: Type.Boolean(),
  actions: Type.Array(Type.String()),
};
// The menu is at most three levels deep, so the recursion is spelled out.
const MenuLevel3 = Type.Object({ ...menuFields, children: Type.Array(Type.Object(menuFields)) });
const MenuLevel2 = Type.Object({ ...menuFields, children: Type.Array(MenuLevel3) });
export const MenuItemSchema = Type.Object({ ...menuFields, children: Type.Array(MenuLevel2) });

export const PreferencesSchema = Type.Object(
  {
    dashboard: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    viewReport: Type.Integer({ minimum: 0, maximum: 2 }),
    branchOffice: Nullable(Id),
    cycle: Nullable(Id),
    ViewTPVStore: Type.Union([Type.Literal(0), Type.Literal(1)]),
    typePayStore: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    methodPayment: Nullable(Type.Integer({ minimum: 1, maximum: 7 })),
    Bank: Nullable(Id),
    tpv: Type.Object(
      { module: Type.Integer({ minimum: 1, maximum: 3 }), isViewPayment: Type.Boolean() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const MeResponseSchema = Type.Object({
  user: SessionUserSchema,
  company: CompanySchema,
  branchOffices: Type.Array(BranchOfficeSchema),
  cycles: Type.Array(CycleSchema),
  activeCycle: Type.Union([CycleSchema, Type.Null()]),
  menu: Type.Array(MenuItemSchema),
  preferences: PreferencesSchema,
});

export const LoginResponseSchema = Type.Object({ ...MeResponseSchema.properties, token: Type.String() });

export { Page as pagedSchema } from '../../schemas';

export const PagingQuerySchema = Type.Object({
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  text: Type.Optional(Type.String({ maxLength: 100 })),
});

export { IdParams as IdParamsSchema } from '../../schemas';

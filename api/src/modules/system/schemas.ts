// Typebox declarations of the contracts shapes the system endpoints send and receive (validation,
// serialisation and OpenAPI come from these).
import { Type } from 'typebox';
import { Id, Nullable, Page } from '../../schemas';
import { MIN_PASSWORD_LENGTH } from './users.service';

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

// The route tree as the /rutas screen reads it.
// The same fields as a menu entry.
const SystemRouteSchema = Type.Object(menuFields);
export const SystemRoutePageSchema = Page(SystemRouteSchema);
export const KnownRouteUrlsSchema = Type.Array(Type.String());
/** The children of the routes whose ids are listed (comma-separated), paged. */
export const ChildRoutesQuerySchema = Type.Object({
  ...PagingQuerySchema.properties,
  ids: Type.String({ pattern: '^\\d+(,\\d+)*$', maxLength: 1000 }),
});

// The micro-frontends (remotes) the shell loads.
export const RemoteSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  prefixes: Type.Array(Type.String()),
  manifestUrl: Type.String(),
  typeModule: Nullable(ModuleTypeSchema),
  isActive: Type.Boolean(),
});
export const RemotesSchema = Type.Array(RemoteSchema);
export const RemoteParamsSchema = Type.Object({ name: Type.String({ pattern: '^[a-z0-9_]+$', maxLength: 60 }) });
export const RemoteUpdateSchema = Type.Object(
  {
    // A same-origin path or an http(s) URL; nothing a browser would execute.
    manifestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https?://)\\S+$' })),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const BranchOfficesSchema = Type.Array(BranchOfficeSchema);

// A role's permission map (what the shell and the screens check).
const RolePermissionSchema = Type.Object({
  routeId: Type.Integer(),
  url: Nullable(Type.String()),
  actions: Type.Array(Type.String()),
});
export const RolePermissionsSchema = Type.Array(RolePermissionSchema);
export const RolePermissionsQuerySchema = Type.Object({ idRole: Id });

// Signing in and out, the token's renewal and the password reset.
export const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export const RefreshTokenBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) });
export const RefreshTokenResponseSchema = Type.Object({ refresh_token: Type.String() });
export const ForgotPasswordBodySchema = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) });
export const ResetPasswordBodySchema = Type.Object({
  key: Type.String({ minLength: 10, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  passwordConfirm: Type.String({ minLength: 1, maxLength: 200 }),
});
export const MessageSchema = Type.Object({ msg: Type.String() });
export const OkSchema = Type.Object({ ok: Type.Boolean() });
export const MenuSchema = Type.Array(MenuItemSchema);

// The users of the company (/usuarios).
export const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  img: Type.String(),
  isActive: Type.Boolean(),
  role: RoleRefSchema,
  branchOffices: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const Digits = Type.String({ pattern: '^[0-9]{1,9}$' });
const Email = Type.String({ format: 'email', maxLength: 254 });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const BranchOfficeIds = Type.Array(Id, { maxItems: 100 });
/** A photo uploaded through POST /api/files, or '' for the default image. */
const UserImage = Type.String({ pattern: '^(/api/files/[0-9a-f-]{36})?$' });
/** The CRUD query language of the users list. */
export const UserListQuerySchema = Type.Object({
  filter: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  or: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  sort: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  // Kept as digit strings: the CRUD parser reads them itself.
  limit: Type.Optional(Digits),
  per_page: Type.Optional(Digits),
  page: Type.Optional(Digits),
  offset: Type.Optional(Digits),
  s: Type.Optional(Type.String()),
  fields: Type.Optional(Type.String()),
  join: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
/** Every user, or a page of them when the query asks for one. */
export const UserListSchema = Type.Union([Type.Array(UserSchema), Page(UserSchema)]);
export const CreateUserBodySchema = Type.Object({
  name: Name,
  email: Email,
  password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200 }),
  passwordConfirm: Type.String({ minLength: 1, maxLength: 200 }),
  roleId: Id,
  branchOfficeIds: BranchOfficeIds,
  isActive: Type.Optional(Type.Boolean()),
  img: Type.Optional(UserImage),
});
export const UpdateUserBodySchema = Type.Object(
  {
    name: Type.Optional(Name),
    email: Type.Optional(Email),
    roleId: Type.Optional(Id),
    branchOfficeIds: Type.Optional(BranchOfficeIds),
    isActive: Type.Optional(Type.Boolean()),
    img: Type.Optional(UserImage),
  },
  { additionalProperties: false },
);
export const UpdatePasswordBodySchema = Type.Object({
  id: Id,
  password: Type.Optional(Type.String({ maxLength: 200 })),
  passwordConfirm: Type.Optional(Type.String({ maxLength: 200 })),
  passwordOld: Type.Optional(Type.String({ maxLength: 200 })),
  // Sent by existing clients; ignored: the server decides who is an admin.
  isAdmin: Type.Optional(Type.Boolean()),
});

// What each import kind loads: the catalogue resource whose validation applies, the template's columns
// (Spanish titles, an example row) and the values derived from others as the resource's own screen derives them.
import { and, eq, isNull } from 'drizzle-orm';
import type { ImportKind } from '@mikro/contracts';
import { displayUnitOfSatUnit, EMAIL_MESSAGE, isValidAmount, isValidEmail, normalizePhone, PHONE_MESSAGE, pricesFromPrice, pricesFromPriceWithTax } from '@mikro/domain';
import type { FieldError } from '@mikro/contracts';
import type { Executor } from '../../../db/client';
import { campuses, classrooms, cycles, families as familiesTable, grades, levels } from '../../../db/schema/index';
import type { Caller, ResourceDefinition } from '../../../crud/index';
import { satKeyErrors } from '../../../shared/sat-concepts';
import { clientsResource, familiesResource, productsResource, prospectsResource, studentsResource, teachersResource } from '../../catalogs/index';

export interface ImportColumn {
  field: string;
  label: string;
  example: string | number | boolean;
  /** Other titles a spreadsheet may use for it (compared without accents, case or spaces). */
  aliases?: string[];
  upper?: boolean;
  /** Required by the import even when the table has a default. */
  required?: boolean;
  /** The cell names another record of the company (by its name or its number) instead of holding a value. */
  reference?: ImportReference;
  /** A rule of the text cell: the value to store (e.g. a phone's ten digits) or why the cell is refused. */
  rule?: (text: string) => { value: string } | { error: string };
}

/** A record a reference cell may name: its id and the texts that name it. */
export interface ReferenceCandidate {
  id: number;
  names: string[];
  /** What the other columns of the row are checked against (a group's grade). */
  attributes?: Record<string, unknown>;
}

export interface ImportReference {
  /** The resource's field that takes the id of the record named. */
  key: string;
  /** How messages call the record: 'la familia', 'el grado'. */
  noun: string;
  /** The company's records that can be named, read once per file. */
  load: (db: Executor, caller: Caller) => Promise<ReferenceCandidate[]>;
  /** Keeps the candidates that agree with what the row resolved before (a group of the row's grade). */
  within?: (candidate: ReferenceCandidate, values: RowValues) => boolean;
  /** How `within` is told in a message when nothing agrees with it: 'en ese grado'. */
  withinText?: string;
  /** Among several namesakes, the ones to take (the groups of the current cycle). */
  preferred?: (candidate: ReferenceCandidate) => boolean;
  /** Fills fields of the row the record implies and the row leaves empty (a group's grade). */
  fills?: (candidate: ReferenceCandidate, values: RowValues) => void;
}

export type RowValues = Record<string, unknown>;

export interface ImportKindDefinition {
  kind: ImportKind;
  /** Plural label shown to the user. */
  label: string;
  resource: ResourceDefinition;
  columns: ImportColumn[];
  /** Fills derived fields (search names, the other price); returns errors of rules between columns. */
  derive?: (values: RowValues) => FieldError[];
}

const searchName = (...parts: unknown[]) =>
  parts
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ')
    .toUpperCase();

// Checked as an address a message can reach (the catalogue's format lets «ana@colegio» through).
const emailColumn = (example: string): ImportColumn => ({
  field: 'email',
  label: 'Correo',
  example,
  aliases: ['correo electronico', 'email'],
  rule: (text) => (isValidEmail(text.trim()) ? { value: text.trim() } : { error: EMAIL_MESSAGE }),
});

// Stored as its ten digits, however the spreadsheet writes it.
const PHONE: ImportColumn = {
  field: 'phone',
  label: 'Teléfono',
  example: '8112345678',
  aliases: ['telefono', 'celular'],
  rule: (text) => {
    const phone = normalizePhone(text);
    return phone === null ? { error: PHONE_MESSAGE } : { value: phone };
  },
};

const PERSON_NAMES = (prefix: 'camel' | 'snake'): ImportColumn[] => [
  { field: 'name', label: 'Nombre', example: 'Ana', aliases: ['nombres', 'nombre(s)'] },
  { field: prefix === 'camel' ? 'lastNameFather' : 'last_name_father', label: 'Apellido paterno', example: 'López', aliases: ['ap_paterno', 'paterno'] },
  { field: prefix === 'camel' ? 'lastNameMother' : 'last_name_mother', label: 'Apellido materno', example: 'García', aliases: ['ap_materno', 'materno'] },
];

// A family is named by its name or its number; a grade by its name, or its level and name ('Primaria 1°');
// a group by its name within the row's grade, preferring the groups of the current cycle.
const familyReference: ImportReference = {
  key: 'familyId',
  noun: 'la familia',
  load: async (db, caller) =>
    (await db
      .select({ id: familiesTable.id, name: familiesTable.name })
      .from(familiesTable)
      .where(and(eq(familiesTable.companyId, caller.companyId), isNull(familiesTable.deletedAt)))
    ).map((family) => ({ id: family.id, names: [family.name, String(family.id)] })),
};

const gradeReference: ImportReference = {
  key: 'gradeId',
  noun: 'el grado',
  load: async (db, caller) =>
    (await db
      .select({ id: grades.id, name: grades.name, level: levels.name })
      .from(grades)
      .innerJoin(levels, eq(levels.id, grades.levelId))
      .where(eq(grades.companyId, caller.companyId))
    ).map((grade) => ({ id: grade.id, names: [grade.name, `${grade.level} ${grade.name}`, `${grade.name} ${grade.level}`] })),
};

// A campus (plantel) by its name or its number.
const campusReference: ImportReference = {
  key: 'campusId',
  noun: 'el campus',
  load: async (db, caller) =>
    (await db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.companyId, caller.companyId))).map((campus) => ({
      id: campus.id,
      names: [campus.name, String(campus.id)],
    })),
};

const groupReference: ImportReference = {
  key: 'classroomId',
  noun: 'el grupo',
  load: async (db, caller) =>
    (await db
      .select({ id: classrooms.id, name: classrooms.name, gradeId: classrooms.gradeId, cycleId: classrooms.cycleId, cycleActive: cycles.isActive })
      .from(classrooms)
      .leftJoin(cycles, eq(cycles.id, classrooms.cycleId))
      .where(eq(classrooms.companyId, caller.companyId))
    ).map((group) => ({ id: group.id, names: [group.name], attributes: { gradeId: group.gradeId, current: group.cycleId === null || group.cycleActive === true } })),
  within: (group, values) => values.gradeId === undefined || values.gradeId === null || group.attributes?.gradeId === values.gradeId,
  withinText: 'en ese grado',
  preferred: (group) => group.attributes?.current === true,
  fills: (group, values) => {
    values.gradeId ??= group.attributes?.gradeId;
  },
};

const RELATIONS: ImportColumn[] = [
  { field: 'family', label: 'Familia', example: '', aliases: ['id_familia', 'familia', 'codigo familia', 'clave familia'], reference: familyReference },
  { field: 'grade', label: 'Grado', example: '', aliases: ['grado escolar'], reference: gradeReference },
  { field: 'group', label: 'Grupo', example: '', aliases: ['salon', 'salón'], reference: groupReference },
];

const students: ImportKindDefinition = {
  kind: 'students',
  label: 'Alumnos',
  resource: studentsResource,
  columns: [
    { field: 'enrollment', label: 'Matrícula', example: 'A2026100', aliases: ['matricula'] },
    ...PERSON_NAMES('camel'),
    { field: 'curp', label: 'CURP', example: 'LOGA100512MNLPRN09', upper: true },
    { field: 'birthDate', label: 'Fecha de nacimiento', example: '12/05/2010', aliases: ['fech_nac', 'nacimiento'] },
    { field: 'gender', label: 'Sexo', example: 'M', upper: true, aliases: ['genero'] },
    { field: 'bloodType', label: 'Tipo de sangre', example: 'O+', upper: true, aliases: ['tipo_sangre'] },
    { field: 'address', label: 'Dirección', example: 'Av. Juárez 10, Monterrey', aliases: ['direccion', 'domicilio'] },
    ...RELATIONS,
    { field: 'campus', label: 'Campus', example: '', aliases: ['plantel', 'id_plantel', 'campus escolar'], reference: campusReference },
  ],
  derive: (values) => {
    values.searchName = searchName(values.name, values.lastNameFather, values.lastNameMother);
    return [];
  },
};

const families: ImportKindDefinition = {
  kind: 'families',
  label: 'Familias',
  resource: familiesResource,
  columns: [
    { field: 'name', label: 'Familia', example: 'Familia López García', aliases: ['nombre', 'nombre de la familia'] },
    { field: 'fatherName', label: 'Padre', example: 'Juan López', aliases: ['nombre del padre'] },
    { field: 'motherName', label: 'Madre', example: 'María García', aliases: ['nombre de la madre'] },
    { field: 'tutorName', label: 'Tutor', example: '' },
    PHONE,
    emailColumn('familia@example.com'),
    { field: 'address', label: 'Dirección', example: 'Av. Juárez 10, Monterrey', aliases: ['direccion', 'domicilio'] },
  ],
};

const CREDIT_LIMIT_MESSAGE = 'El límite de crédito debe ser un número mayor o igual a 0';

const clients: ImportKindDefinition = {
  kind: 'clients',
  label: 'Clientes',
  resource: clientsResource,
  columns: [
    ...PERSON_NAMES('snake'),
    { field: 'type', label: 'Tipo', example: 'cliente', aliases: ['tipo de cliente'] },
    { field: 'enrollment', label: 'Matrícula', example: '', aliases: ['matricula'] },
    { field: 'rfc', label: 'RFC', example: 'LOGA800101AB1', upper: true },
    emailColumn('ana@example.com'),
    PHONE,
    { field: 'curp', label: 'CURP', example: '', upper: true },
    { field: 'creditLimit', label: 'Límite de crédito', example: '1500.00', aliases: ['limite de credito', 'limite', 'credito', 'credit_limit'] },
  ],
  derive: (values) => {
    if (typeof values.type === 'string') values.type = values.type.toLowerCase();
    values.search_name = searchName(values.name, values.last_name_father, values.last_name_mother);
    const errors: FieldError[] = [];
    if (values.type !== undefined && !['cliente', 'alumno', 'externo'].includes(values.type as string)) errors.push({ field: 'type', message: 'El tipo debe ser cliente, alumno o externo' });
    // The same rule as the client form: money with 2 decimals, never below zero.
    const limit = values.creditLimit;
    if (typeof limit === 'string' && (!isValidAmount(limit) || Number(limit) < 0)) errors.push({ field: 'creditLimit', message: CREDIT_LIMIT_MESSAGE });
    return errors;
  },
};

const prospects: ImportKindDefinition = {
  kind: 'prospects',
  label: 'Prospectos',
  resource: prospectsResource,
  columns: [
    ...PERSON_NAMES('camel'),
    emailColumn('ana@example.com'),
    PHONE,
    { field: 'curp', label: 'CURP', example: '', upper: true },
    { field: 'birthDate', label: 'Fecha de nacimiento', example: '12/05/2019', aliases: ['nacimiento'] },
    { field: 'grade', label: 'Grado de interés', example: '', aliases: ['grado'], reference: gradeReference },
    { field: 'tutorName', label: 'Tutor', example: 'María García' },
    { field: 'source', label: 'Origen', example: 'Facebook', aliases: ['medio'] },
    { field: 'notes', label: 'Notas', example: '', aliases: ['observaciones'] },
  ],
};

const products: ImportKindDefinition = {
  kind: 'products',
  label: 'Productos',
  resource: productsResource,
  columns: [
    { field: 'code', label: 'Código', example: 'CUAD-100', aliases: ['codigo', 'clave'] },
    { field: 'name', label: 'Nombre', example: 'Cuaderno profesional 100 hojas', aliases: ['producto', 'descripcion corta'] },
    { field: 'sat_code', label: 'Clave SAT', example: '14111514', aliases: ['clave_sat', 'clave producto sat'] },
    { field: 'unitMeasurement', label: 'Unidad SAT', example: 'H87', upper: true, aliases: ['unidad', 'clave unidad'] },
    { field: 'price', label: 'Precio sin IVA', example: '50.00', aliases: ['precio'] },
    { field: 'priceWithIVA', label: 'Precio con IVA', example: '', aliases: ['precio_con_iva', 'precio con iva'] },
    { field: 'IVA', label: 'Lleva IVA', example: 'Sí', aliases: ['iva'] },
    { field: 'codeBar', label: 'Código de barras', example: '7501234567890', aliases: ['codigo_barras', 'ean'] },
    { field: 'stock', label: 'Existencia', example: 10, aliases: ['stock', 'inventario'] },
    { field: 'minStock', label: 'Mínimo', example: 2, aliases: ['minimo', 'stock minimo'] },
    { field: 'maxStock', label: 'Máximo', example: 50, aliases: ['maximo', 'stock maximo'] },
    { field: 'description', label: 'Descripción', example: '', aliases: ['descripcion'] },
  ],
  // Price and price with IVA stay consistent the way the product form keeps them (packages/domain); the sale
  // unit follows the SAT unit (a KGM product is sold by the kilogram, not shown as pieces).
  derive: (values) => {
    if (values.unity === undefined) values.unity = displayUnitOfSatUnit(values.unitMeasurement as string | undefined);
    const withIva = values.IVA !== false;
    const price = values.price as string | undefined;
    const priceWithIVA = values.priceWithIVA as string | undefined;
    const usable = (amount: string | undefined) => amount !== undefined && isValidAmount(amount) && Number(amount) >= 0;
    if (usable(price)) Object.assign(values, withIva ? pricesFromPrice(price!) : { price, priceWithIVA: price });
    else if (usable(priceWithIVA)) Object.assign(values, withIva ? pricesFromPriceWithTax(priceWithIVA!) : { price: priceWithIVA, priceWithIVA });
    else if (price === undefined && priceWithIVA === undefined) return [{ field: 'price', message: 'Indique el precio sin IVA o el precio con IVA' }];
    return satKeyErrors(values, { productKey: 'sat_code', unitKey: 'unitMeasurement' });
  },
};

const teachers: ImportKindDefinition = {
  kind: 'teachers',
  label: 'Maestros',
  resource: teachersResource,
  columns: [
    ...PERSON_NAMES('camel'),
    emailColumn('maestra@example.com'),
    PHONE,
    { field: 'rfc', label: 'RFC', example: '', upper: true },
    { field: 'curp', label: 'CURP', example: '', upper: true },
    { field: 'isSchool', label: 'Colegio', example: 'Sí', aliases: ['docente colegio'] },
    { field: 'isAcademy', label: 'Academia', example: 'No', aliases: ['instructor academia'] },
  ],
};

export const IMPORT_KINDS: Record<ImportKind, ImportKindDefinition> = { students, families, clients, prospects, products, teachers };

export const isImportKind = (value: string): value is ImportKind => Object.hasOwn(IMPORT_KINDS, value);

// What the preview can tell before sending a file: each row's enrolment number, grade, group, plan, date and
// reason against the school's catalogues, the way the server will check them (names compared without case).
import type { ImportRowError } from '@mikro/contracts';
import { columnIndex, type SheetContent } from '@mikro/ui';

export const ENROLMENT_COLUMNS = {
  enrollment: ['matricula', 'enrollment', 'identificador'],
  grade: ['grado', 'grade'],
  group: ['grupo', 'group'],
  paymentPlan: ['plandepago', 'plan', 'paymentplan'],
};
export const DROP_COLUMNS = {
  enrollment: ['matricula', 'enrollment', 'identificador'],
  date: ['fecha', 'fechadebaja', 'date'],
  reason: ['motivo', 'motivodebaja', 'reason'],
};

export interface EnrolmentRowView {
  row: number;
  enrollment: string;
  grade: string;
  group: string;
  paymentPlan: string;
}
export interface DropRowView {
  row: number;
  enrollment: string;
  date: string;
  reason: string;
}

export interface SchoolCatalogs {
  /** Enrolment numbers of existing students, with their current grade and plan. */
  students: Map<string, { gradeId: number | null; paymentPlanId: number | null }>;
  grades: { id: number; name: string }[];
  groups: { name: string; gradeId: number; cycleId: number | null }[];
  plans: { id: number; name: string; isActive: boolean }[];
}

const norm = (text: string) => text.trim().toLocaleLowerCase('es-MX');
const at = (cells: string[], index: number | undefined) => (index === undefined || index < 0 ? '' : (cells[index] ?? '').trim());

/** Missing required columns, as errors of row 1 (the header). */
export function missingColumns(sheet: SheetContent, columns: Record<string, string[]>, required: string[]): ImportRowError[] {
  return required.filter((field) => columnIndex(sheet.headers, columns[field] ?? []) < 0).map((field) => ({ row: 1, field, message: `Falta la columna ${columns[field]?.[0] ?? field}` }));
}

export function enrolmentRows(sheet: SheetContent): EnrolmentRowView[] {
  const index = Object.fromEntries(Object.entries(ENROLMENT_COLUMNS).map(([field, names]) => [field, columnIndex(sheet.headers, names)]));
  return sheet.rows.map((line) => ({ row: line.row, enrollment: at(line.cells, index.enrollment), grade: at(line.cells, index.grade), group: at(line.cells, index.group), paymentPlan: at(line.cells, index.paymentPlan) }));
}

export function dropRows(sheet: SheetContent): DropRowView[] {
  const index = Object.fromEntries(Object.entries(DROP_COLUMNS).map(([field, names]) => [field, columnIndex(sheet.headers, names)]));
  return sheet.rows.map((line) => ({ row: line.row, enrollment: at(line.cells, index.enrollment), date: toIsoDate(at(line.cells, index.date)), reason: at(line.cells, index.reason) }));
}

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; anything else is returned as typed. */
export function toIsoDate(text: string): string {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!dmy) return text;
  const [, day = '', month = '', year = ''] = dmy;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

export function checkEnrolmentRows(rows: EnrolmentRowView[], catalogs: SchoolCatalogs, cycleId: number): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const fail = (field: string, message: string) => errors.push({ row: row.row, field, message });
    const student = catalogs.students.get(row.enrollment);
    if (!row.enrollment) fail('enrollment', 'Este campo es requerido');
    else if (!student) fail('enrollment', `No existe un alumno con la matrícula ${row.enrollment}`);
    else if (seen.has(row.enrollment)) fail('enrollment', `La matrícula aparece dos veces en el archivo (fila ${seen.get(row.enrollment)})`);
    if (row.enrollment && !seen.has(row.enrollment)) seen.set(row.enrollment, row.row);
    const grade = row.grade ? catalogs.grades.find((candidate) => norm(candidate.name) === norm(row.grade)) : catalogs.grades.find((candidate) => candidate.id === student?.gradeId);
    if (!grade) fail('grade', row.grade ? 'El grado no existe' : 'Este campo es requerido');
    if (grade && row.group && !catalogs.groups.some((group) => norm(group.name) === norm(row.group) && group.gradeId === grade.id && (group.cycleId === null || group.cycleId === cycleId))) {
      fail('group', 'El grupo no existe en ese grado y ciclo');
    }
    const plan = row.paymentPlan ? catalogs.plans.find((candidate) => norm(candidate.name) === norm(row.paymentPlan)) : catalogs.plans.find((candidate) => candidate.id === student?.paymentPlanId);
    if (!plan) fail('paymentPlan', row.paymentPlan ? 'El plan de pago no existe' : 'Este campo es requerido');
    else if (!plan.isActive) fail('paymentPlan', 'El plan de pago está inactivo');
  }
  return errors;
}

export function checkDropRows(rows: DropRowView[], students: Set<string>): ImportRowError[] {
  const errors: ImportRowError[] = [];
  for (const row of rows) {
    const fail = (field: string, message: string) => errors.push({ row: row.row, field, message });
    if (!row.enrollment) fail('enrollment', 'Este campo es requerido');
    else if (!students.has(row.enrollment)) fail('enrollment', `No existe un alumno con la matrícula ${row.enrollment}`);
    if (!row.date) fail('date', 'Este campo es requerido');
    else if (!isRealDate(row.date)) fail('date', 'Fecha no válida (DD/MM/AAAA)');
    if (!row.reason) fail('reason', 'Este campo es requerido');
  }
  return errors;
}

// A family's account statement: each child's statement (the same read as a student's), one total for all of them,
// and every movement in date order naming its child with the family's running balance; as a PDF, and sent to
// the tutor through the mail outbox.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FamilyStatement, FamilyStatementEmailSent, FamilyStatementMovement } from '@mikro/contracts';
import { formatDate, formatMoney, Money } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { companies, families, students } from '../../db/schema/index';
import { renderPdfDocument } from '../../pdf/pool';
import { badRequest, notFound } from '../../plugins/errors';
import { queueMail } from '../mail/index';
import { paymentsToday } from '../payments/index';
import type { SchoolContext } from './context';
import { accountStatement } from './history.service';

export async function familyStatement(db: Executor, ctx: SchoolContext, familyId: number): Promise<FamilyStatement> {
  const [family] = await db
    .select({ id: families.id, name: families.name, tutorName: families.tutorName, email: families.email })
    .from(families)
    .where(and(eq(families.id, familyId), eq(families.companyId, ctx.companyId), isNull(families.deletedAt)));
  if (!family) throw notFound('Familia no encontrada');
  const members = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.familyId, familyId), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)))
    .orderBy(asc(students.lastNameFather), asc(students.lastNameMother), asc(students.name), asc(students.id));
  const children: FamilyStatement['children'] = [];
  for (const member of members) children.push(await accountStatement(db, ctx, member.id));

  // Each child's movements are in order; a stable sort by day keeps that order within a day.
  const merged = children
    .flatMap((child) => child.movements.map((movement) => ({ ...movement, studentId: child.student.id, studentName: child.student.name })))
    .sort((a, b) => a.date.localeCompare(b.date));
  let balance = Money.ZERO;
  const movements: FamilyStatementMovement[] = merged.map((movement) => {
    balance = balance.plus(movement.charge).minus(movement.payment);
    return { ...movement, balance: balance.toFixed2() };
  });
  const sum = (pick: (t: FamilyStatement['totals']) => string) => Money.sum(children.map((c) => pick(c.totals))).toFixed2();
  return {
    family,
    today: paymentsToday(),
    children,
    movements,
    totals: { charged: sum((t) => t.charged), paid: sum((t) => t.paid), pending: sum((t) => t.pending), overdue: sum((t) => t.overdue) },
  };
}

export interface StatementPdf {
  fileName: string;
  body: Buffer;
}

export async function familyStatementPdf(db: Executor, ctx: SchoolContext, familyId: number): Promise<StatementPdf> {
  const statement = await familyStatement(db, ctx, familyId);
  const [company] = await db.select({ name: companies.name, businessName: companies.businessName }).from(companies).where(eq(companies.id, ctx.companyId));
  const amount = (value: string, bold = false) => ({ text: formatMoney(value), alignment: 'right', noWrap: true, bold });
  const header = ['Fecha', 'Alumno', 'Movimiento', 'Cargo', 'Abono', 'Saldo'].map((text, index) => ({ text, bold: true, alignment: index >= 3 ? 'right' : 'left' }));
  const rows = statement.movements.map((m) => [
    { text: formatDate(m.date), noWrap: true },
    m.studentName,
    m.description,
    amount(m.charge),
    amount(m.payment),
    amount(m.balance),
  ]);
  const totals: [string, string][] = [
    ['Cargado', statement.totals.charged],
    ['Pagado', statement.totals.paid],
    ['Pendiente', statement.totals.pending],
    ['Vencido', statement.totals.overdue],
  ];
  const byChild = statement.children.map((c) => [c.student.name, c.student.enrollment, `${c.student.grade} ${c.student.group}`.trim(), amount(c.totals.pending)]);
  const doc = {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 40],
    info: { title: `Estado de cuenta ${statement.family.name}` },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [
      { text: company?.businessName || company?.name || '', bold: true, fontSize: 13, alignment: 'center' },
      { text: `Estado de cuenta de la familia ${statement.family.name}`, bold: true, fontSize: 12, margin: [0, 8, 0, 0] },
      ...(statement.family.tutorName ? [{ text: `Tutor: ${statement.family.tutorName}` }] : []),
      { text: `Fecha de corte: ${formatDate(statement.today)}`, margin: [0, 0, 0, 8] },
      {
        table: { headerRows: 1, widths: ['*', 'auto', 'auto', 'auto'], body: [['Alumno', 'Matrícula', 'Grado y grupo', { text: 'Pendiente', alignment: 'right' }].map((t) => (typeof t === 'string' ? { text: t, bold: true } : { ...t, bold: true })), ...byChild] },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 8],
      },
      rows.length > 0
        ? { table: { headerRows: 1, widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto'], body: [header, ...rows] }, layout: 'lightHorizontalLines' }
        : { text: 'Sin movimientos.', italics: true },
      {
        columns: [
          { width: '*', text: '' },
          { width: 200, table: { widths: ['*', 'auto'], body: totals.map(([label, value]) => [{ text: label, bold: label === 'Pendiente' }, amount(value, label === 'Pendiente')]) }, layout: 'noBorders', margin: [0, 8, 0, 0] },
        ],
      },
    ],
  };
  const body = await renderPdfDocument({ definition: doc, footer: 'Mikro ERP' });
  return { fileName: `estado-de-cuenta-familia-${statement.family.id}-${statement.today}.pdf`, body };
}

export const NO_FAMILY_EMAIL = 'La familia no tiene correo electrónico: escríbalo en sus datos o indique a quién enviarlo';

/** Queues the statement's PDF to the tutor (the family's e-mail unless another address is given). */
export async function emailFamilyStatement(db: Executor, ctx: SchoolContext, familyId: number, input: { to?: string }): Promise<FamilyStatementEmailSent> {
  const statement = await familyStatement(db, ctx, familyId);
  const to = (input.to ?? statement.family.email).trim();
  if (!to) throw badRequest(NO_FAMILY_EMAIL, [{ field: 'to', message: NO_FAMILY_EMAIL }]);
  const pdf = await familyStatementPdf(db, ctx, familyId);
  const greeting = statement.family.tutorName ? `Estimado(a) ${statement.family.tutorName}:` : 'Estimado tutor:';
  const messageId = await queueMail(db, {
    companyId: ctx.companyId,
    kind: 'statement',
    to,
    subject: `Estado de cuenta de la familia ${statement.family.name} al ${formatDate(statement.today)}`,
    text: [
      greeting,
      '',
      `Le enviamos el estado de cuenta de la familia ${statement.family.name} al ${formatDate(statement.today)}.`,
      `Saldo pendiente: ${formatMoney(statement.totals.pending)} (vencido: ${formatMoney(statement.totals.overdue)}).`,
      '',
      'El detalle de cada alumno está en el PDF adjunto.',
    ].join('\n'),
    attachments: [{ name: pdf.fileName, type: 'application/pdf', content: pdf.body }],
  });
  return { messageId, to };
}

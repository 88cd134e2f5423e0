// A school or academy payment's receipt as a PDF file (pdfmake): the same content as the printable receipt —
// folio, date, who was paid for, each line with its surcharges, discounts and scholarships, the totals, the
// payment methods, what was received and the change. One builder for both modules; each names its receipt.
import { and, eq, inArray } from 'drizzle-orm';
import type { ChargePaymentLine, ChargePaymentReceipt } from '@mikro/contracts';
import { formatInstitutionDateTime, formatMoney, Money, periodLabel, personName } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { renderPdfDocument } from '../../pdf/pool';
import { externals, students } from '../../db/schema/index';
import type { PaymentModule } from './context';
import { paymentReceipt } from './read';

const ADJUSTMENT_KIND: Record<1 | 2 | 3, string> = { 1: 'Descuento', 2: 'Recargo', 3: 'Beca' };

/** How each module names its receipt and whom it was paid for (as the printable receipt on screen does). */
const RECEIPT_TEXTS: Record<PaymentModule, { title: string; person: string; people: string }> = {
  3: { title: 'Recibo de pago de colegiatura', person: 'Alumno', people: 'Alumnos' },
  2: { title: 'Recibo de pago de academia', person: 'Participante', people: 'Participantes' },
};

/** A table cell of pdfmake: plain text or text with its style. */
type Cell = string | Record<string, unknown>;

/** Someone a line was paid for: a student (with the enrolment number) or an academy external. */
interface ReceiptPerson {
  name: string;
  enrollment: string;
}

/** The key of the person a line was paid for, students and externals apart (their ids overlap). */
const personKey = (line: Pick<ChargePaymentLine, 'studentId' | 'externalId'>) =>
  line.studentId !== null ? `alumno-${line.studentId}` : line.externalId !== null ? `externo-${line.externalId}` : null;

const fullName = (p: { name: string; lastNameFather: string; lastNameMother: string }) => personName(p.name, p.lastNameFather, p.lastNameMother);

async function receiptPeople(db: Executor, companyId: number, receipt: ChargePaymentReceipt): Promise<Map<string, ReceiptPerson>> {
  const ids = (pick: (line: ChargePaymentLine) => number | null) => [...new Set(receipt.lines.map(pick).filter((id): id is number => id !== null))];
  const studentIds = ids((line) => line.studentId);
  const externalIds = ids((line) => line.externalId);
  const columns = { id: students.id, name: students.name, lastNameFather: students.lastNameFather, lastNameMother: students.lastNameMother, enrollment: students.enrollment };
  const [studentRows, externalRows] = await Promise.all([
    studentIds.length === 0 ? [] : db.select(columns).from(students).where(and(eq(students.companyId, companyId), inArray(students.id, studentIds))),
    externalIds.length === 0
      ? []
      : db
          .select({ id: externals.id, name: externals.name, lastNameFather: externals.lastNameFather, lastNameMother: externals.lastNameMother })
          .from(externals)
          .where(and(eq(externals.companyId, companyId), inArray(externals.id, externalIds))),
  ]);
  return new Map([
    ...studentRows.map((row): [string, ReceiptPerson] => [`alumno-${row.id}`, { name: fullName(row), enrollment: row.enrollment }]),
    ...externalRows.map((row): [string, ReceiptPerson] => [`externo-${row.id}`, { name: fullName(row), enrollment: '' }]),
  ]);
}

export interface ReceiptPdf {
  fileName: string;
  body: Buffer;
}

/**
 * The receipt of a payment of the caller's company and this module as a PDF; 404 when there is no such
 * payment. A caller that scopes payments further (the academy, to its branch office) checks that first.
 */
export async function paymentReceiptPdf(db: Executor, companyId: number, module: PaymentModule, paymentId: number): Promise<ReceiptPdf> {
  const receipt = await paymentReceipt(db, companyId, module, paymentId);
  const body = await renderReceipt(receipt, await receiptPeople(db, companyId, receipt), RECEIPT_TEXTS[module]);
  return { fileName: `recibo-${receipt.serie}-${receipt.folio}.pdf`, body };
}

function renderReceipt(receipt: ChargePaymentReceipt, people: Map<string, ReceiptPerson>, texts: (typeof RECEIPT_TEXTS)[PaymentModule]): Promise<Buffer> {
  const cancelled = receipt.status === 'cancelled';
  const personOf = (line: ChargePaymentLine) => people.get(personKey(line) ?? '')?.name ?? '';
  const paidFor = [...new Set(receipt.lines.map(personKey).filter((key) => key !== null))]
    .map((key) => people.get(key))
    .filter((person) => person !== undefined)
    .map((person) => (person.enrollment ? `${person.name} (${person.enrollment})` : person.name));
  // Whose each line is only needs saying when the payment covers several people (a family).
  const byPerson = paidFor.length > 1;

  // Amounts never break after the sign ('$ / 1,000.00'): their columns are as wide as their text.
  const amount = (value: string, style: Record<string, unknown> = {}): Cell => ({ text: formatMoney(value), alignment: 'right', noWrap: true, ...style });
  const personCell = (text: string): Cell[] => (byPerson ? [text] : []);
  const lineRows: Cell[][] = [
    [...personCell(texts.person), 'Concepto', 'Periodo', 'Cant.', 'Precio', 'Importe'].map((text, index, all) => ({ text, bold: true, alignment: index >= all.length - 3 ? 'right' : 'left' })),
  ];
  for (const line of receipt.lines) {
    const lineCancelled = line.status === 'cancelled';
    lineRows.push([
      ...personCell(personOf(line)),
      { text: `${line.conceptName}${lineCancelled ? ` (cancelado: ${line.cancelReason})` : ''}`, decoration: lineCancelled ? 'lineThrough' : undefined },
      periodLabel(line.year, line.month),
      { text: String(line.quantity), alignment: 'right' },
      amount(line.price),
      amount(line.total),
    ]);
    for (const adjustment of line.adjustments) {
      lineRows.push([
        ...personCell(''),
        { text: `${ADJUSTMENT_KIND[adjustment.kind]}: ${adjustment.name}`, italics: true, color: '#444444', colSpan: 4 },
        '',
        '',
        '',
        amount(adjustment.amount, { italics: true, color: '#444444' }),
      ]);
    }
  }

  // Discounts are kept as a positive amount; the receipt shows them subtracting.
  const totals: [string, string, boolean?][] = [
    ['Importe', receipt.gross],
    ['Descuentos y becas', Money.of(receipt.discounts).negated().toFixed2()],
    ['Recargos', receipt.surcharges],
    ['Subtotal', receipt.subtotal],
    ['IVA', receipt.tax],
    ['Total', receipt.total, true],
  ];
  const methodRows: Cell[][] = receipt.methods.map((method) => [[method.methodName, method.bankName, method.reference].filter(Boolean).join(' · '), amount(method.amount)]);
  methodRows.push(['Recibido', amount(receipt.received)]);
  methodRows.push([{ text: 'Cambio', bold: true }, amount(receipt.change, { bold: true })]);

  const company = receipt.company;
  const doc = {
    pageSize: 'LETTER',
    pageMargins: [40, 36, 40, 40],
    info: { title: `Recibo ${receipt.serie}-${receipt.folio}`, author: company.businessName || company.name },
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [
      { text: company.businessName || company.name, bold: true, fontSize: 13, alignment: 'center' },
      ...(company.rfc ? [{ text: `RFC ${company.rfc}`, alignment: 'center' }] : []),
      ...(company.address ? [{ text: [company.address, company.zip ? `C.P. ${company.zip}` : ''].filter(Boolean).join(', '), alignment: 'center' }] : []),
      { text: receipt.branchOffice.name, alignment: 'center', margin: [0, 0, 0, 10] },
      {
        columns: [
          { text: texts.title, bold: true, fontSize: 12 },
          { text: `Folio ${receipt.serie}-${receipt.folio}`, bold: true, fontSize: 12, alignment: 'right' },
        ],
      },
      { text: `Fecha: ${formatInstitutionDateTime(receipt.createdAt)}`, margin: [0, 4, 0, 0] },
      { text: `${byPerson ? texts.people : texts.person}: ${paidFor.length > 0 ? paidFor.join(', ') : receipt.payer.name}` },
      ...(paidFor.length > 1 || receipt.payer.familyId !== null ? [{ text: `Pagó: ${receipt.payer.name}` }] : []),
      { text: `Atendió: ${receipt.cashier.name}` },
      ...(cancelled ? [{ text: `CANCELADO. Motivo: ${receipt.cancelReason}`, bold: true, color: '#B00020', margin: [0, 6, 0, 0] }] : []),
      { table: { headerRows: 1, widths: [...personCell('auto'), '*', 'auto', 'auto', 'auto', 'auto'], body: lineRows }, layout: 'lightHorizontalLines', margin: [0, 10, 0, 8] },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 220,
            table: {
              widths: ['*', 'auto'],
              body: totals.map(([label, value, strong]) => [{ text: label, bold: strong === true }, amount(value, { bold: strong === true })]),
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: 'Formas de pago', bold: true, margin: [0, 10, 0, 2] },
      { table: { widths: ['*', 'auto'], body: methodRows }, layout: 'noBorders' },
      ...(receipt.notes ? [{ text: `Notas: ${receipt.notes}`, margin: [0, 8, 0, 0] }] : []),
    ],
  };
  return renderPdfDocument({ definition: doc, footer: 'Mikro ERP' });
}

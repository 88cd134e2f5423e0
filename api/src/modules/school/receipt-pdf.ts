// A school payment's receipt as a PDF file (pdfmake): the same content as the printable receipt — folio, date,
// the students paid for, each line with its surcharges, discounts and scholarships, the totals, the payment
// methods, what was received and the change.
import { and, eq, inArray } from 'drizzle-orm';
import type { ChargePaymentLine, ChargePaymentReceipt } from '@mikro/contracts';
import { formatMoney, Money, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { pdfMaker } from '../../pdf-maker';
import { students } from '../../db/schema/index';
import { MODULE_SCHOOL, paymentReceipt } from '../payments/index';
import { fullName, type SchoolContext } from './context';


const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ADJUSTMENT_KIND: Record<1 | 2 | 3, string> = { 1: 'Descuento', 2: 'Recargo', 3: 'Beca' };

/** 'DD/MM/YYYY hh:mm:ss' in Mexico City, the way the screens print a moment. */
export function receiptDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: INSTITUTION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod === 'PM' ? 'p. m.' : 'a. m.'}`;
}

/** A table cell of pdfmake: plain text or text with its style. */
type Cell = string | Record<string, unknown>;

const periodOf = (line: ChargePaymentLine) => (line.year && line.month ? `${MONTHS[line.month - 1]} ${line.year}` : '');

export interface ReceiptPdf {
  fileName: string;
  body: Buffer;
}

/** The receipt of a school payment of the caller's company as a PDF; 404 when there is no such payment. */
export async function schoolReceiptPdf(db: Executor, ctx: SchoolContext, paymentId: number): Promise<ReceiptPdf> {
  const receipt = await paymentReceipt(db, ctx.companyId, MODULE_SCHOOL, paymentId);
  const ids = [...new Set(receipt.lines.map((line) => line.studentId).filter((id): id is number => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: students.id, name: students.name, lastNameFather: students.lastNameFather, lastNameMother: students.lastNameMother, enrollment: students.enrollment })
          .from(students)
          .where(and(eq(students.companyId, ctx.companyId), inArray(students.id, ids)));
  const names = new Map(rows.map((row) => [row.id, { name: fullName(row), enrollment: row.enrollment }]));
  const body = await renderReceipt(receipt, names);
  return { fileName: `recibo-${receipt.serie}-${receipt.folio}.pdf`, body };
}

function renderReceipt(receipt: ChargePaymentReceipt, students: Map<number, { name: string; enrollment: string }>): Promise<Buffer> {
  const cancelled = receipt.status === 'cancelled';
  const studentOf = (line: ChargePaymentLine) => (line.studentId === null ? '' : (students.get(line.studentId)?.name ?? ''));
  const paidFor = [...new Set(receipt.lines.map((line) => line.studentId).filter((id): id is number => id !== null))]
    .map((id) => students.get(id))
    .filter((student) => student !== undefined)
    .map((student) => `${student.name} (${student.enrollment})`);

  const lineRows: Cell[][] = [
    ['Alumno', 'Concepto', 'Periodo', 'Cant.', 'Precio', 'Importe'].map((text, index) => ({ text, bold: true, alignment: index >= 3 ? 'right' : 'left' })),
  ];
  for (const line of receipt.lines) {
    const lineCancelled = line.status === 'cancelled';
    lineRows.push([
      studentOf(line),
      { text: `${line.conceptName}${lineCancelled ? ` (cancelado: ${line.cancelReason})` : ''}`, decoration: lineCancelled ? 'lineThrough' : undefined },
      periodOf(line),
      { text: String(line.quantity), alignment: 'right' },
      { text: formatMoney(line.price), alignment: 'right' },
      { text: formatMoney(line.total), alignment: 'right' },
    ]);
    for (const adjustment of line.adjustments) {
      lineRows.push(['', { text: `${ADJUSTMENT_KIND[adjustment.kind]}: ${adjustment.name}`, italics: true, color: '#444444', colSpan: 4 }, '', '', '', { text: formatMoney(adjustment.amount), alignment: 'right', italics: true, color: '#444444' }]);
    }
  }

  // Discounts are kept as a positive amount; the receipt shows them subtracting.
  const totals: [string, string, boolean?][] = [
    ['Importe', formatMoney(receipt.gross)],
    ['Descuentos y becas', formatMoney(Money.of(receipt.discounts).negated().toFixed2())],
    ['Recargos', formatMoney(receipt.surcharges)],
    ['Subtotal', formatMoney(receipt.subtotal)],
    ['IVA', formatMoney(receipt.tax)],
    ['Total', formatMoney(receipt.total), true],
  ];
  const methodRows: Cell[][] = receipt.methods.map((method) => [
    [method.methodName, method.bankName, method.reference].filter(Boolean).join(' · '),
    { text: formatMoney(method.amount), alignment: 'right' },
  ]);
  methodRows.push(['Recibido', { text: formatMoney(receipt.received), alignment: 'right' }]);
  methodRows.push([{ text: 'Cambio', bold: true }, { text: formatMoney(receipt.change), alignment: 'right', bold: true }]);

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
          { text: 'Recibo de pago de colegiatura', bold: true, fontSize: 12 },
          { text: `Folio ${receipt.serie}-${receipt.folio}`, bold: true, fontSize: 12, alignment: 'right' },
        ],
      },
      { text: `Fecha: ${receiptDateTime(receipt.createdAt)}`, margin: [0, 4, 0, 0] },
      { text: `${paidFor.length > 1 ? 'Alumnos' : 'Alumno'}: ${paidFor.length > 0 ? paidFor.join(', ') : receipt.payer.name}` },
      ...(paidFor.length > 1 || receipt.payer.familyId !== null ? [{ text: `Pagó: ${receipt.payer.name}` }] : []),
      { text: `Atendió: ${receipt.cashier.name}` },
      ...(cancelled ? [{ text: `CANCELADO. Motivo: ${receipt.cancelReason}`, bold: true, color: '#B00020', margin: [0, 6, 0, 0] }] : []),
      { table: { headerRows: 1, widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'], body: lineRows }, layout: 'lightHorizontalLines', margin: [0, 10, 0, 8] },
      {
        columns: [
          { width: '*', text: '' },
          {
            width: 220,
            table: {
              widths: ['*', 'auto'],
              body: totals.map(([label, amount, strong]) => [
                { text: label, bold: strong === true },
                { text: amount, alignment: 'right', bold: strong === true },
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: 'Formas de pago', bold: true, margin: [0, 10, 0, 2] },
      { table: { widths: ['*', 'auto'], body: methodRows }, layout: 'noBorders' },
      ...(receipt.notes ? [{ text: `Notas: ${receipt.notes}`, margin: [0, 8, 0, 0] }] : []),
    ],
    footer: (page: number, pages: number) => ({ text: `Mikro ERP · Página ${page} de ${pages}`, alignment: 'center', fontSize: 7, margin: [0, 10, 0, 0] }),
  };
  return pdfMaker().createPdf(doc).getBuffer();
}

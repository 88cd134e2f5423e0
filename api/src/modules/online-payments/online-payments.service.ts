// Online payments: a tutor starts one for some of the family's pending charges; the provider's news (a webhook, or
// the sandbox's own) is applied once per event id and, when it says "paid", the charges are priced again by the
// payment engine and paid through it — or the payment goes to review when anything disagrees.
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OnlinePayment, Paginated, StartOnlinePaymentRequest } from '@mikro/contracts';
import {
  ONLINE_METHOD_LABELS,
  onlinePaymentMethodId,
  onlinePaymentStep,
  sandboxCardProblems,
  settlementProblem,
  INSTITUTION_TIME_ZONE,
  type OnlineMethod,
  type OnlinePaymentStatus,
} from '@mikro/domain';
import type { AppDatabase, Executor } from '../../db/client';
import { pgCode } from '../../db/errors';
import { foldedContains } from '../../db/search';
import { chargePayments, families, onlinePaymentCharges, onlinePaymentEvents, onlinePayments } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { MODULE_SCHOOL, cancelPayment, collectPayment, paymentWithKey, paymentsToday, quotePayment, readCharges, type PaymentContext } from '../payments/index';
import type { Tutor } from '../portal/index';
import { PROVIDER_LABELS, type GatewayEvent, type PaymentGateway } from './gateway';

export const CHARGE_NOT_FOUND = 'Cargo no encontrado';
export const ONLINE_PAYMENT_NOT_FOUND = 'Pago en línea no encontrado';
export const CHARGES_HELD = 'Estos cargos ya tienen un pago en línea en curso (otra pestaña o una referencia sin pagar); espere su resultado o cancele la referencia';
export const ONE_CAMPUS = 'Pague por separado los cargos de cada plantel';
/** How long one instance may hold a payment while it applies an event to it. */
const LEASE_MS = 60_000;

type Row = typeof onlinePayments.$inferSelect;

const MAX_CHARGES = 60;

/** The rows as the portal and the desk read them, with the receipt's folio and the family's name. */
async function viewsOf(db: Executor, where: SQL, limit = 1, offset = 0): Promise<OnlinePayment[]> {
  const rows = await db
    .select({ payment: onlinePayments, serie: chargePayments.serie, folio: chargePayments.folio, familyName: families.name })
    .from(onlinePayments)
    .innerJoin(families, eq(families.id, onlinePayments.familyId))
    .leftJoin(chargePayments, eq(chargePayments.id, onlinePayments.paymentId))
    .where(where)
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ payment: p, serie, folio, familyName }) => ({
    id: p.id,
    provider: p.provider as OnlinePayment['provider'],
    method: p.method,
    status: p.status,
    amount: p.amount,
    charged: p.charged,
    lines: p.lines,
    instructions: p.status === 'pending' ? p.instructions : null,
    expiresAt: p.expiresAt?.toISOString() ?? null,
    cardLast4: p.cardLast4,
    failureReason: p.failureReason,
    reviewReason: p.reviewReason,
    receipt: p.paymentId !== null && serie !== null && folio !== null ? { paymentId: p.paymentId, serie, folio } : null,
    familyId: p.familyId,
    familyName,
    createdAt: p.createdAt.toISOString(),
  }));
}

async function viewOf(db: Executor, id: number): Promise<OnlinePayment> {
  const [view] = await viewsOf(db, eq(onlinePayments.id, id));
  if (!view) throw notFound(ONLINE_PAYMENT_NOT_FOUND);
  return view;
}

/** Sets the outcome; a payment leaving `pending` lets go of its charges. */
async function settle(db: Executor, id: number, values: Partial<typeof onlinePayments.$inferInsert> & { status: OnlinePaymentStatus }): Promise<void> {
  await db.update(onlinePayments).set({ ...values, updatedAt: new Date() }).where(eq(onlinePayments.id, id));
  if (values.status !== 'pending') await db.update(onlinePaymentCharges).set({ active: false }).where(and(eq(onlinePaymentCharges.onlinePaymentId, id), eq(onlinePaymentCharges.active, true)));
}

const contextOf = (payment: Row): PaymentContext => ({ companyId: payment.companyId, userId: payment.userId, branchOfficeId: payment.branchOfficeId });

const reviewable = (error: unknown): error is HttpError => error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500;

/** "Paid" news: price the charges now, compare, and pay them through the engine once (its key is this payment's). */
async function collect(database: AppDatabase, payment: Row, event: GatewayEvent): Promise<'paid' | 'review'> {
  const db = database.db;
  const ctx = contextOf(payment);
  const lines = payment.lines.map((line) => ({ chargeId: line.chargeId }));
  const charged = event.amount ?? payment.amount;
  const review = async (reason: string) => {
    await settle(db, payment.id, { status: 'review', reviewReason: reason, charged, processingUntil: null });
    return 'review' as const;
  };
  const key = `online-payment-${payment.id}`;
  // An earlier delivery may have paid the charges and stopped before recording it (its instance died): that payment
  // stands, and pricing the charges again would only find them paid.
  const earlier = await paymentWithKey(db, ctx, MODULE_SCHOOL, key);
  if (earlier) {
    if (earlier.status === 'cancelled') return review(`El pago ${earlier.receipt.serie}-${earlier.receipt.folio} de este cobro en línea está cancelado; revíselo`);
    await settle(db, payment.id, { status: 'paid', paymentId: earlier.receipt.id, charged, cardFunding: event.funding ?? payment.cardFunding, processingUntil: null });
    return 'paid';
  }
  let problem: string | null;
  try {
    const quote = await quotePayment(db, ctx, { module: MODULE_SCHOOL, lines });
    problem = settlementProblem({ requested: payment.amount, priced: quote.totals.total, charged });
  } catch (error) {
    if (!reviewable(error)) throw error;
    problem = error.message;
  }
  if (problem) return review(problem);
  const funding = event.funding ?? payment.cardFunding;
  const reference = `${PROVIDER_LABELS[payment.provider as GatewayEvent['provider']]} ${payment.providerRef ?? ''}${payment.cardLast4 ? ` · tarjeta ${payment.cardLast4}` : ''}`.slice(0, 100);
  let receipt;
  try {
    receipt = (
      await collectPayment(
        database,
        ctx,
        {
          module: MODULE_SCHOOL,
          lines,
          methods: [{ methodId: onlinePaymentMethodId(payment.method, funding), amount: charged, reference }],
          notes: `Pago en línea (${ONLINE_METHOD_LABELS[payment.method]}) desde el portal de familias`,
        },
        key,
      )
    ).body;
  } catch (error) {
    if (!reviewable(error)) throw error;
    return review(error.message);
  }
  // The engine prices once more inside its transaction; a price that moved in between (midnight) is not kept silently.
  if (settlementProblem({ requested: payment.amount, priced: receipt.total, charged })) {
    const reason = `El importe cambió al cobrar: ${receipt.total} contra ${charged} cobrados`;
    await cancelPayment(db, ctx, { module: MODULE_SCHOOL, paymentId: receipt.id, reason });
    return review(reason);
  }
  await settle(db, payment.id, { status: 'paid', paymentId: receipt.id, charged, cardFunding: funding, processingUntil: null });
  return 'paid';
}

/** A refund or dispute of a collected payment: the payment is cancelled with the provider's reason. */
async function cancelCollected(db: Executor, payment: Row, event: GatewayEvent): Promise<string> {
  const status = event.kind === 'disputed' ? 'disputed' : 'refunded';
  if (!event.full) {
    await settle(db, payment.id, { status: 'review', reviewReason: `Reembolso parcial de ${event.amount ?? '?'} en ${PROVIDER_LABELS[event.provider]}: el pago sigue vigente, revíselo`, processingUntil: null });
    return 'review';
  }
  const reason = event.reason || (status === 'disputed' ? 'Contracargo' : 'Reembolso');
  // An earlier delivery may have cancelled the receipt and stopped before recording it (its instance died).
  const [receipt] = await db.select({ status: chargePayments.status }).from(chargePayments).where(eq(chargePayments.id, payment.paymentId!));
  if (receipt?.status === 'cancelled') {
    await settle(db, payment.id, { status, failureReason: reason, processingUntil: null });
    return status;
  }
  try {
    await cancelPayment(db, contextOf(payment), { module: MODULE_SCHOOL, paymentId: payment.paymentId!, reason });
  } catch (error) {
    if (!reviewable(error)) throw error;
    await settle(db, payment.id, { status: 'review', reviewReason: `${reason}; el pago no se pudo cancelar: ${error.message}`, processingUntil: null });
    return 'review';
  }
  await settle(db, payment.id, { status, failureReason: reason, processingUntil: null });
  return status;
}

/** Takes the payment for this instance (a lease), or null when another is applying an event to it. */
async function lease(db: Executor, id: number): Promise<Row | null> {
  const [row] = await db
    .update(onlinePayments)
    .set({ processingUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(and(eq(onlinePayments.id, id), or(isNull(onlinePayments.processingUntil), lt(onlinePayments.processingUntil, sql`now()`))))
    .returning();
  return row ?? null;
}

async function seenOutcome(db: Executor, event: GatewayEvent): Promise<string | null> {
  const [seen] = await db
    .select({ outcome: onlinePaymentEvents.outcome })
    .from(onlinePaymentEvents)
    .where(and(eq(onlinePaymentEvents.provider, event.provider), eq(onlinePaymentEvents.eventId, event.eventId)));
  return seen?.outcome ?? null;
}

async function remember(db: Executor, event: GatewayEvent, onlinePaymentId: number | null, outcome: string): Promise<void> {
  await db
    .insert(onlinePaymentEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type.slice(0, 60), onlinePaymentId, outcome })
    .onConflictDoNothing();
}

export interface Applied {
  outcome: string;
  duplicate: boolean;
}

/**
 * Applies a provider's event once: a repeated event id answers what the first did; the payment is leased while the
 * event is applied, so two deliveries (or two instances) never apply two events to one payment at the same time.
 * 409 (retry later) while another holds the lease — providers deliver again until answered 2xx.
 */
export async function applyEvent(database: AppDatabase, event: GatewayEvent): Promise<Applied> {
  const db = database.db;
  const seen = await seenOutcome(db, event);
  if (seen !== null) return { outcome: seen, duplicate: true };
  // By the provider's reference; or by our id in its metadata when the notice beat the answer that gave the reference.
  const [known] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.provider, event.provider),
        or(
          eq(onlinePayments.providerRef, event.providerRef),
          event.onlinePaymentId === null ? undefined : and(eq(onlinePayments.id, event.onlinePaymentId), isNull(onlinePayments.providerRef)),
        ),
      ),
    );
  if (!known) {
    await remember(db, event, null, 'unknown');
    return { outcome: 'unknown', duplicate: false };
  }
  const payment = await lease(db, known.id);
  if (!payment) throw new HttpError(409, 'El pago en línea se está actualizando; intente de nuevo', { retry: true });
  try {
    // Another delivery of this very event may have finished while this one waited for the lease.
    const again = await seenOutcome(db, event);
    if (again !== null) return { outcome: again, duplicate: true };
    if (payment.providerRef === null) {
      await db.update(onlinePayments).set({ providerRef: event.providerRef }).where(eq(onlinePayments.id, payment.id));
      payment.providerRef = event.providerRef;
    }
    const step = onlinePaymentStep(payment.status, event.kind);
    let outcome: string;
    switch (step) {
      case 'collect':
        outcome = await collect(database, payment, event);
        break;
      case 'fail':
        outcome = event.kind === 'cancelled' ? 'cancelled' : 'failed';
        await settle(db, payment.id, { status: outcome as OnlinePaymentStatus, failureReason: event.reason, processingUntil: null });
        break;
      case 'close':
        outcome = event.kind === 'disputed' ? 'disputed' : 'refunded';
        await settle(db, payment.id, { status: outcome as OnlinePaymentStatus, failureReason: event.reason, processingUntil: null });
        break;
      case 'cancel-payment':
        outcome = await cancelCollected(db, payment, event);
        break;
      case 'ignore':
        outcome = 'ignored';
        break;
    }
    await remember(db, event, payment.id, outcome);
    return { outcome, duplicate: false };
  } finally {
    await db.update(onlinePayments).set({ processingUntil: null }).where(eq(onlinePayments.id, payment.id));
  }
}

/** The family's pending school charges among `ids` (another family's or company's is "not found"), all of one campus. */
async function familyCharges(db: Executor, tutor: Tutor, ids: number[]) {
  const rows = await readCharges(db, tutor.companyId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.module !== MODULE_SCHOOL || row.studentId === null || row.familyId !== tutor.familyId) throw notFound(CHARGE_NOT_FOUND);
  }
  const campuses = new Set(rows.map((row) => row.branchOfficeId));
  if (campuses.size > 1) throw badRequest(ONE_CAMPUS, [{ field: 'chargeIds', message: ONE_CAMPUS }]);
  return rows;
}

function validateRequest(gateway: PaymentGateway, body: StartOnlinePaymentRequest): number[] {
  const ids = [...new Set(body.chargeIds)];
  if (ids.length === 0) throw badRequest('Seleccione al menos un cargo', [{ field: 'chargeIds', message: 'Este campo es requerido' }]);
  if (ids.length > MAX_CHARGES) throw badRequest(`Máximo ${MAX_CHARGES} cargos por pago`, [{ field: 'chargeIds', message: `Máximo ${MAX_CHARGES}` }]);
  if (!gateway.methods.includes(body.method)) throw badRequest('Forma de pago no disponible', [{ field: 'method', message: 'Forma de pago no disponible' }]);
  if (body.method === 'card' && gateway.provider === 'sandbox') {
    if (!body.card) throw badRequest('Indique los datos de la tarjeta', [{ field: 'card', message: 'Este campo es requerido' }]);
    const problems = sandboxCardProblems(body.card, paymentsToday());
    const [first] = problems;
    if (first) throw badRequest(first.message, problems.map((p) => ({ field: `card.${p.field}`, message: p.message })));
  }
  if (body.method === 'card' && gateway.provider === 'stripe' && !body.paymentMethodId) {
    throw badRequest('Indique los datos de la tarjeta', [{ field: 'paymentMethodId', message: 'Este campo es requerido' }]);
  }
  return ids;
}

/**
 * A tutor pays some of the family's pending charges: priced now by the payment engine, held (no other online payment
 * of them can start until this one ends: two tabs pay once), then sent to the gateway. A card approved at once is
 * applied through the same path as any provider event; an OXXO or SPEI reference waits for the provider's notice.
 */
export async function startOnlinePayment(database: AppDatabase, gateway: PaymentGateway, tutor: Tutor, body: StartOnlinePaymentRequest): Promise<OnlinePayment> {
  const db = database.db;
  const ids = validateRequest(gateway, body);
  const rows = await familyCharges(db, tutor, ids);
  const ctx: PaymentContext = { companyId: tutor.companyId, userId: tutor.userId, branchOfficeId: rows[0]!.branchOfficeId };
  const quote = await quotePayment(db, ctx, { module: MODULE_SCHOOL, lines: ids.map((chargeId) => ({ chargeId })) });
  const names = new Map(rows.map((row) => [row.id, row]));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // A reference that expired unpaid lets go of its charges.
      const stale = await tx
        .update(onlinePayments)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(onlinePayments.status, 'pending'), lt(onlinePayments.expiresAt, sql`now()`), sql`${onlinePayments.id} IN (SELECT online_payment_id FROM online_payment_charges WHERE active AND charge_id IN (${sql.join(ids.map((c) => sql`${c}`), sql`, `)}))`))
        .returning({ id: onlinePayments.id });
      if (stale.length > 0) await tx.update(onlinePaymentCharges).set({ active: false }).where(inArray(onlinePaymentCharges.onlinePaymentId, stale.map((s) => s.id)));
      const [created] = await tx
        .insert(onlinePayments)
        .values({
          companyId: tutor.companyId,
          branchOfficeId: ctx.branchOfficeId,
          familyId: tutor.familyId,
          userId: tutor.userId,
          provider: gateway.provider,
          method: body.method,
          amount: quote.totals.total,
          lines: quote.lines.map((line) => ({ chargeId: line.chargeId, studentId: names.get(line.chargeId)?.studentId ?? null, name: names.get(line.chargeId)?.name ?? '', total: line.total })),
        })
        .returning({ id: onlinePayments.id });
      await tx.insert(onlinePaymentCharges).values(ids.map((chargeId) => ({ onlinePaymentId: created!.id, chargeId })));
      return created!.id;
    });
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, CHARGES_HELD, { fields: [{ field: 'chargeIds', message: CHARGES_HELD }] });
    throw error;
  }

  let result;
  try {
    result = await gateway.start({
      onlinePaymentId: id,
      amount: quote.totals.total,
      method: body.method,
      description: `Colegiaturas de la familia ${tutor.familyName}`.slice(0, 200),
      payer: { name: body.card?.holder?.trim() || tutor.name, email: tutor.email },
      ...(body.card ? { card: body.card } : {}),
      ...(body.paymentMethodId ? { paymentMethodId: body.paymentMethodId } : {}),
    });
  } catch {
    // If the provider did take the payment, its notice still finds this row (by our id in its metadata) and collects it.
    await settle(db, id, { status: 'failed', failureReason: 'No se pudo contactar al procesador de pagos' });
    throw new HttpError(502, 'No se pudo contactar al procesador de pagos; intente de nuevo en unos minutos');
  }
  if (result.status === 'failed') {
    await settle(db, id, { status: 'failed', providerRef: result.providerRef, failureReason: result.reason, cardLast4: result.last4 });
  } else if (result.status === 'pending') {
    await db.update(onlinePayments).set({ providerRef: result.providerRef, reference: result.instructions.reference.slice(0, 60), instructions: result.instructions, expiresAt: result.expiresAt }).where(eq(onlinePayments.id, id));
  } else {
    await db.update(onlinePayments).set({ providerRef: result.providerRef, cardLast4: result.last4, cardFunding: result.funding }).where(eq(onlinePayments.id, id));
    await applyEvent(database, {
      provider: gateway.provider,
      eventId: `${result.providerRef}:charged`,
      type: `${gateway.provider}.charged`,
      kind: 'succeeded',
      providerRef: result.providerRef,
      onlinePaymentId: id,
      amount: result.charged,
      full: true,
      funding: result.funding,
      reason: '',
    });
  }
  return viewOf(db, id);
}

const ofFamily = (tutor: Tutor) => and(eq(onlinePayments.companyId, tutor.companyId), eq(onlinePayments.familyId, tutor.familyId))!;

export async function familyOnlinePayments(db: Executor, tutor: Tutor): Promise<OnlinePayment[]> {
  return viewsOf(db, ofFamily(tutor), 20);
}

export async function familyOnlinePayment(db: Executor, tutor: Tutor, id: number): Promise<OnlinePayment> {
  const [view] = await viewsOf(db, and(ofFamily(tutor), eq(onlinePayments.id, id))!);
  if (!view) throw notFound(ONLINE_PAYMENT_NOT_FOUND);
  return view;
}

/** The family gives up a reference it has not paid (to pay otherwise): the charges are free again. */
export async function cancelReference(database: AppDatabase, gateway: PaymentGateway, tutor: Tutor, id: number): Promise<OnlinePayment> {
  const db = database.db;
  const [row] = await db.select().from(onlinePayments).where(and(ofFamily(tutor), eq(onlinePayments.id, id)));
  if (!row) throw notFound(ONLINE_PAYMENT_NOT_FOUND);
  if (row.status !== 'pending') throw new HttpError(409, 'Solo se cancela una referencia pendiente de pago');
  if (row.provider !== gateway.provider) throw new HttpError(409, 'La referencia es de otro procesador de pagos');
  if (row.providerRef) {
    try {
      await gateway.cancel(row.providerRef);
    } catch {
      throw new HttpError(409, 'El procesador de pagos no canceló la referencia; puede que ya esté pagada. Espere unos minutos y revise sus pagos');
    }
  }
  await applyEvent(database, { provider: gateway.provider, eventId: `${row.providerRef ?? row.id}:cancelled-by-family`, type: 'portal.cancelled', kind: 'cancelled', providerRef: row.providerRef ?? '', onlinePaymentId: row.id, amount: null, full: true, funding: null, reason: 'Cancelada por la familia' });
  return familyOnlinePayment(db, tutor, id);
}

/** The desk's list: the company's online payments, newest first, optionally of one state. */
export interface DeskFilters {
  status?: OnlinePaymentStatus;
  method?: OnlineMethod;
  search?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** The day a payment started on the institution's calendar (the desk filters by it). */
const startedOn = sql`(${onlinePayments.createdAt} AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date`;

/**
 * The desk's list: the company's online payments, of the branch office the desk works in when it names one,
 * newest first, filtered by state, method, the day they started and a text (family name or reference).
 */
export async function companyOnlinePayments(db: Executor, companyId: number, branchOfficeId: number | null, query: DeskFilters): Promise<Paginated<OnlinePayment>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const text = query.search?.trim();
  if (query.from && query.to && query.from > query.to) throw badRequest('Periodo no válido', [{ field: 'to', message: 'La fecha final es anterior a la inicial' }]);
  const where = and(
    eq(onlinePayments.companyId, companyId),
    branchOfficeId !== null ? eq(onlinePayments.branchOfficeId, branchOfficeId) : undefined,
    query.status ? eq(onlinePayments.status, query.status) : undefined,
    query.method ? eq(onlinePayments.method, query.method) : undefined,
    query.from ? sql`${startedOn} >= ${query.from}::date` : undefined,
    query.to ? sql`${startedOn} <= ${query.to}::date` : undefined,
    text ? or(foldedContains(sql`${families.name}`, text), foldedContains(sql`${onlinePayments.reference}`, text)) : undefined,
  )!;
  const [data, [counted]] = await Promise.all([
    viewsOf(db, where, limit, (page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(onlinePayments).innerJoin(families, eq(families.id, onlinePayments.familyId)).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

/** One of the company's online payments (the desk's sandbox actions act on it). */
export async function companyOnlinePayment(db: Executor, companyId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(onlinePayments).where(and(eq(onlinePayments.companyId, companyId), eq(onlinePayments.id, id)));
  if (!row) throw notFound(ONLINE_PAYMENT_NOT_FOUND);
  return row;
}

export { viewOf as onlinePaymentView };
export type { Row as OnlinePaymentRow };

// E-mail reminders of school charges: each campus's settings (whether to send, days before the due date) and the
// run that mails the family's tutors what is about to fall due or has just fallen overdue, priced as of that day by
// the payment engine. A charge is reminded at most once per stage: the run claims (charge, stage) rows with an
// INSERT … ON CONFLICT DO NOTHING in the same transaction that queues the e-mails (docs/adr/0030-payment-reminders.md).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CampusReminderSettings, ReminderRunResult, UpdateCampusReminderSettings } from '@mikro/contracts';
import { Money, formatDate, formatMoney, periodLabel, reminderStage, reminderWindow, type ReminderStage } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { campuses, campusReminderSettings, companies, families, familyTutors, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../plugins/errors';
import { queueMails } from '../mail/index';
import { MODULE_SCHOOL, loadChargeBook, paymentsToday, priceCharge, readChargesWhere, type ChargeRow } from '../payments/index';

export const CAMPUS_NOT_FOUND = 'Campus no encontrado';
/** How far back a run looks for charges that fell overdue (a run missed for longer does not announce them). */
export const OVERDUE_LOOKBACK_DAYS = 60;
/** Families whose reminders are claimed and queued in one transaction. */
const FAMILIES_PER_TRANSACTION = 500;

/** The campuses of the company (of one branch office when given), each with its reminder settings. */
export async function listReminderSettings(db: Executor, companyId: number, branchOfficeId: number | null): Promise<CampusReminderSettings[]> {
  const rows = await db
    .select({
      campusId: campuses.id,
      campusName: campuses.name,
      enabled: sql<boolean>`coalesce(${campusReminderSettings.enabled}, false)`,
      daysBefore: sql<number>`coalesce(${campusReminderSettings.daysBefore}, 3)`,
      enabledSince: campusReminderSettings.enabledSince,
    })
    .from(campuses)
    .leftJoin(campusReminderSettings, eq(campusReminderSettings.campusId, campuses.id))
    .where(and(eq(campuses.companyId, companyId), branchOfficeId === null ? undefined : eq(campuses.branchOfficeId, branchOfficeId)))
    .orderBy(asc(campuses.name), asc(campuses.id));
  return rows.map((r) => ({ ...r, daysBefore: Number(r.daysBefore) }));
}

/**
 * Saves one campus's settings. Switching sending on records the day, so that charges already overdue then are not
 * announced as newly overdue; the days before apply from the next run.
 */
export async function updateReminderSettings(
  db: Database,
  caller: { companyId: number; userId: number; branchOfficeId: number | null },
  campusId: number,
  input: UpdateCampusReminderSettings,
): Promise<CampusReminderSettings> {
  const [campus] = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(and(eq(campuses.id, campusId), eq(campuses.companyId, caller.companyId), caller.branchOfficeId === null ? undefined : eq(campuses.branchOfficeId, caller.branchOfficeId)));
  if (!campus) throw notFound(CAMPUS_NOT_FOUND);
  const today = paymentsToday();
  await db
    .insert(campusReminderSettings)
    .values({ campusId, companyId: caller.companyId, enabled: input.enabled, daysBefore: input.daysBefore, enabledSince: input.enabled ? today : null, updatedBy: caller.userId })
    .onConflictDoUpdate({
      target: campusReminderSettings.campusId,
      set: {
        enabled: input.enabled,
        daysBefore: input.daysBefore,
        // Kept while sending stays on; set when it is switched on.
        enabledSince: input.enabled ? sql`CASE WHEN ${campusReminderSettings.enabled} THEN coalesce(${campusReminderSettings.enabledSince}, ${today}::date) ELSE ${today}::date END` : sql`${campusReminderSettings.enabledSince}`,
        updatedBy: caller.userId,
        updatedAt: new Date(),
      },
    });
  const saved = (await listReminderSettings(db, caller.companyId, null)).find((s) => s.campusId === campusId);
  if (!saved) throw new HttpError(500, 'the saved settings are not listed');
  return saved;
}

interface EnabledCampus {
  campus_id: number;
  days_before: number;
  enabled_since: string;
}

interface DueCharge {
  row: ChargeRow;
  stage: ReminderStage;
  amount: string;
}

interface FamilyReminder {
  companyId: number;
  familyId: number;
  charges: DueCharge[];
}

/**
 * One run on `today`: every pending school charge of a student of a campus that sends reminders, in its stage and
 * not reminded in that stage yet, is mailed to the active tutors of the student's family — one e-mail per tutor
 * listing the family's charges, each with what it costs paid that day and the portal's link. Charges of a family
 * with no tutor are left for a later run (a tutor invited meanwhile still receives them). Safe to run in several
 * instances at once: a (charge, stage) is claimed by one transaction only.
 */
export async function runReminders(db: Database, options: { publicUrl: string; today?: string }): Promise<ReminderRunResult> {
  const today = options.today ?? paymentsToday();
  const enabled = await rowsOf<EnabledCampus>(
    db,
    sql`SELECT campus_id, days_before, enabled_since::text AS enabled_since FROM campus_reminder_settings WHERE enabled AND enabled_since IS NOT NULL`,
  );
  const result: ReminderRunResult = { today, families: 0, charges: 0, messages: 0, unpriced: 0 };
  if (enabled.length === 0) return result;
  const settingsOf = new Map(enabled.map((c) => [Number(c.campus_id), { daysBefore: Number(c.days_before), enabledSince: c.enabled_since }]));
  const window = reminderWindow(today, OVERDUE_LOOKBACK_DAYS);
  const campusIds = sql.join([...settingsOf.keys()].map((id) => sql`${id}`), sql`, `);
  // Pending school charges of a campus that sends, with a family (not deleted) that has an active tutor, in the widest
  // window, not yet reminded in the stage their due date puts them in; the domain's rule then decides per campus.
  const rows = await readChargesWhere(
    db,
    sql`c.module = ${MODULE_SCHOOL} AND c.status = 'pending' AND c.due_date BETWEEN ${window.from}::date AND ${window.to}::date
        AND s.campus_id IN (${campusIds}) AND s.deleted_at IS NULL AND s.family_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM family_tutors ft JOIN users u ON u.id = ft.user_id JOIN families f ON f.id = ft.family_id
                     WHERE ft.company_id = c.company_id AND ft.family_id = s.family_id AND u.is_active AND f.deleted_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM charge_reminders r WHERE r.charge_id = c.id
                         AND r.stage = CASE WHEN c.due_date < ${today}::date THEN 'vencido' ELSE 'antes' END)`,
  );
  const due = rows.flatMap((row) => {
    const settings = settingsOf.get(row.campusId!);
    const stage = settings ? reminderStage(row.dueDate, today, settings) : null;
    return stage ? [{ row, stage }] : [];
  });
  if (due.length === 0) return result;

  // Priced per company with one read of its extra charges and scholarships, as the fee counter prices them.
  const byFamily = new Map<string, FamilyReminder>();
  const companyIds = [...new Set(due.map((d) => d.row.companyId))];
  for (const companyId of companyIds) {
    const ofCompany = due.filter((d) => d.row.companyId === companyId);
    const book = await loadChargeBook(db, companyId, [], [...new Set(ofCompany.map((d) => d.row.studentId!))]);
    for (const { row, stage } of ofCompany) {
      let amount: string;
      try {
        amount = priceCharge(row, book, today).total;
      } catch {
        // An automatic extra charge that cannot be applied: the desk sees the same refusal; nothing is promised by e-mail.
        result.unpriced += 1;
        continue;
      }
      const key = `${companyId}:${row.familyId}`;
      const family = byFamily.get(key) ?? { companyId, familyId: row.familyId!, charges: [] };
      family.charges.push({ row, stage, amount });
      byFamily.set(key, family);
    }
  }

  const all = [...byFamily.values()];
  for (let i = 0; i < all.length; i += FAMILIES_PER_TRANSACTION) {
    const sent = await sendChunk(db, options.publicUrl, today, all.slice(i, i + FAMILIES_PER_TRANSACTION));
    result.families += sent.families;
    result.charges += sent.charges;
    result.messages += sent.messages;
  }
  return result;
}

/** Claims the chunk's (charge, stage) rows and queues the e-mails of what this transaction claimed, or nothing. */
async function sendChunk(db: Database, publicUrl: string, today: string, chunk: FamilyReminder[]): Promise<{ families: number; charges: number; messages: number }> {
  // Claimed in one order everywhere, so that two runs waiting on each other's rows never deadlock.
  const wanted = chunk.flatMap((f) => f.charges.map((c) => ({ f, c }))).sort((a, b) => a.c.row.id - b.c.row.id || a.c.stage.localeCompare(b.c.stage));
  return db.transaction(async (tx) => {
    const values = sql.join(
      wanted.map(({ f, c }) => sql`(${c.row.id}, ${c.stage}, ${f.companyId}, ${f.familyId}, ${today}::date, ${c.amount}::numeric)`),
      sql`, `,
    );
    const claimed = await rowsOf<{ charge_id: number; stage: string }>(
      tx,
      sql`INSERT INTO charge_reminders (charge_id, stage, company_id, family_id, day, amount) VALUES ${values}
          ON CONFLICT (charge_id, stage) DO NOTHING RETURNING charge_id, stage`,
    );
    const mine = new Set(claimed.map((r) => `${Number(r.charge_id)}:${r.stage}`));
    const claimedFamilies = chunk
      .map((f) => ({ ...f, charges: f.charges.filter((c) => mine.has(`${c.row.id}:${c.stage}`)) }))
      .filter((f) => f.charges.length > 0);
    if (claimedFamilies.length === 0) return { families: 0, charges: 0, messages: 0 };
    const familyIds = claimedFamilies.map((f) => f.familyId);
    const companyIds = [...new Set(claimedFamilies.map((f) => f.companyId))];
    // One statement at a time: a transaction holds one connection.
    const recipients = await tx
      .select({ familyId: familyTutors.familyId, name: users.name, email: users.email })
      .from(familyTutors)
      .innerJoin(users, eq(users.id, familyTutors.userId))
      .where(and(inArray(familyTutors.familyId, familyIds), inArray(familyTutors.companyId, companyIds), eq(users.isActive, true)))
      .orderBy(asc(familyTutors.id));
    const names = await tx.select({ id: families.id, name: families.name }).from(families).where(inArray(families.id, familyIds));
    const schools = await tx
      .select({ id: companies.id, name: sql<string>`coalesce(nullif(${companies.businessName}, ''), ${companies.name})` })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    const familyName = new Map(names.map((n) => [n.id, n.name]));
    const schoolName = new Map(schools.map((s) => [s.id, s.name]));
    const tutorsOf = new Map<number, typeof recipients>();
    for (const r of recipients) tutorsOf.set(r.familyId, [...(tutorsOf.get(r.familyId) ?? []), r]);
    const mails = claimedFamilies.flatMap((family) =>
      (tutorsOf.get(family.familyId) ?? []).map((tutor) => ({
        companyId: family.companyId,
        kind: 'reminder' as const,
        to: tutor.email,
        ...reminderMail({ school: schoolName.get(family.companyId) ?? 'La escuela', family: familyName.get(family.familyId) ?? '', tutor: tutor.name, today, publicUrl, charges: family.charges }),
      })),
    );
    const messages = (await queueMails(tx, mails)).length;
    return { families: claimedFamilies.length, charges: claimed.length, messages };
  });
}

/** The reminder's subject and text (Spanish, addressing the tutor as usted). */
export function reminderMail(input: { school: string; family: string; tutor: string; today: string; publicUrl: string; charges: DueCharge[] }): { subject: string; text: string } {
  const overdue = input.charges.filter((c) => c.stage === 'vencido');
  const upcoming = input.charges.filter((c) => c.stage === 'antes');
  const line = (c: DueCharge) => {
    const period = periodLabel(c.row.year, c.row.month);
    return `- ${c.row.payerName}: ${c.row.name}${period ? ` (${period})` : ''}, vence el ${formatDate(c.row.dueDate)}: ${formatMoney(c.amount)}`;
  };
  const total = Money.sum(input.charges.map((c) => c.amount)).toFixed2();
  const subject = overdue.length > 0 ? `${input.school}: tiene pagos vencidos` : `${input.school}: recordatorio de pago`;
  const text = [
    `Hola, ${input.tutor}:`,
    '',
    `Le recordamos los pagos de la familia ${input.family} con el importe a pagar hoy, ${formatDate(input.today)} (con los recargos, descuentos y becas que correspondan ese día):`,
    ...(upcoming.length > 0 ? ['', 'Próximos a vencer:', ...upcoming.map(line)] : []),
    ...(overdue.length > 0 ? ['', 'Vencidos:', ...overdue.map(line)] : []),
    '',
    `Total a pagar hoy: ${formatMoney(total)}`,
    '',
    'Consulte el detalle y pague en el portal de familias:',
    `${input.publicUrl}/portal`,
    '',
    'Si ya realizó el pago, no tome en cuenta este mensaje.',
  ].join('\n');
  return { subject, text };
}

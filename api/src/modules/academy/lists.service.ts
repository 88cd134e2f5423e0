// Read models of the academy screens: enrolments, drops, groups with seats and schedules, a person's charges.
import { sql, type SQL } from 'drizzle-orm';
import type { AcademyCharge, AcademyEnrolmentRow, AcademyPayer, Paginated } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { paginate } from '../../crud/index';
import { type AcademyContext } from './context';
import { rowsOf } from '../../db/rows';
import { likePattern } from '../../db/search';

const personName = sql`coalesce(trim(s.name || ' ' || s.last_name_father || ' ' || s.last_name_mother), trim(e.name || ' ' || e.last_name_father || ' ' || e.last_name_mother))`;

/** The '%text%' pattern of a search; the queries compare it accent- and case-blind through search_fold (migration 0036). */
function likeOf(search: string | undefined): string | null {
  const text = search?.trim();
  return text ? likePattern(text) : null;
}

async function paged<T>(db: Executor, base: SQL, select: SQL, order: SQL, page = 1, limit = 10): Promise<Paginated<T>> {
  const skip = (page - 1) * limit;
  const { total } = onlyRow(await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${base}`));
  const data = await rowsOf<T>(db, sql`select ${select} ${base} order by ${order} limit ${limit} offset ${skip}`);
  return paginate(data, total, limit, skip);
}


const ENROLMENT_SORTS: Record<string, SQL> = {
  personName: sql`9`,
  inscriptionDate: sql`i.inscription_date`,
  groupName: sql`g.name`,
  status: sql`i.status`,
  dropDate: sql`i.drop_date`,
};

export interface EnrolmentQuery {
  page?: number;
  limit?: number;
  search?: string;
  groupId?: number;
  status?: string;
  studentId?: number;
  externalId?: number;
  from?: string;
  to?: string;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** Inscriptions (or drops, with status baja) with the person's name and what they still owe. */
export async function listEnrolments(db: Executor, ctx: AcademyContext, query: EnrolmentQuery, dropsOnly = false): Promise<Paginated<AcademyEnrolmentRow>> {
  const like = likeOf(query.search);
  const conditions: SQL[] = [sql`i.company_id = ${ctx.companyId}`, sql`i.branch_office_id = ${ctx.branchOfficeId}`, sql`i.deleted_at is null`];
  if (dropsOnly) conditions.push(sql`i.status = 'baja'`);
  else if (query.status) conditions.push(sql`i.status = ${query.status}`);
  if (query.groupId) conditions.push(sql`i.group_id = ${query.groupId}`);
  if (query.studentId) conditions.push(sql`i.student_id = ${query.studentId}`);
  if (query.externalId) conditions.push(sql`i.external_id = ${query.externalId}`);
  const dateColumn = dropsOnly ? sql`i.drop_date` : sql`i.inscription_date`;
  if (query.from) conditions.push(sql`${dateColumn} >= ${query.from}`);
  if (query.to) conditions.push(sql`${dateColumn} <= ${query.to}`);
  if (like) conditions.push(sql`(search_fold(${personName}) like search_fold(${like}) or search_fold(g.name) like search_fold(${like}) or search_fold(a.name) like search_fold(${like}) or search_fold(coalesce(s.enrollment, '')) like search_fold(${like}))`);
  const base = sql`from academy_inscriptions i join academy_groups g on g.id = i.group_id join academy_activities a on a.id = g.activity_id
    left join students s on s.id = i.student_id left join externals e on e.id = i.external_id
    where ${sql.join(conditions, sql` and `)}`;
  const select = sql`i.id, i.group_id as "groupId", g.name as "groupName", a.name as "activityName", g.schedule,
    case when i.student_id is null then 'externo' else 'alumno' end as kind, i.student_id as "studentId", i.external_id as "externalId",
    ${personName} as "personName", coalesce(s.enrollment, '') as enrollment, i.inscription_date::text as "inscriptionDate", i.status,
    i.drop_date::text as "dropDate", i.drop_reason as "dropReason",
    coalesce((select sum(ch.price * ch.quantity) from charges ch where ch.academy_inscription_id = i.id and ch.status = 'pending'), 0)::numeric(14,2)::text as "pendingAmount",
    (select count(*)::int from charges ch where ch.academy_inscription_id = i.id and ch.status = 'pending') as "pendingCharges"`;
  const sortKey = query.sort && ENROLMENT_SORTS[query.sort] ? query.sort : dropsOnly ? 'dropDate' : 'inscriptionDate';
  const direction = query.order === 'ASC' ? sql`asc` : query.order === 'DESC' ? sql`desc` : dropsOnly || sortKey === 'inscriptionDate' ? sql`desc` : sql`asc`;
  return paged<AcademyEnrolmentRow>(db, base, select, sql`${ENROLMENT_SORTS[sortKey]} ${direction}, i.id desc`, query.page, query.limit);
}


/** A student's or external's academy charges in this branch office (pending by default), oldest first. */
export async function personCharges(
  db: Executor,
  ctx: AcademyContext,
  person: { studentId?: number; externalId?: number },
  status: 'pending' | 'paid' | 'cancelled' | 'all' = 'pending',
): Promise<AcademyCharge[]> {
  const who = person.studentId ? sql`ch.student_id = ${person.studentId}` : sql`ch.external_id = ${person.externalId ?? 0}`;
  return rowsOf<AcademyCharge>(
    db,
    sql`select ch.id, ch.academy_inscription_id as "inscriptionId", ch.concept_id as "conceptId", ch.name, coalesce(g.name, '') as "groupName",
               coalesce(a.name, '') as "activityName", ch.year, ch.month, ch.payment_day as "paymentDay", ch.due_date::text as "dueDate",
               ch.quantity, ch.price::text as price, ch.with_iva as "withIva", ch.sat_code as "satCode", ch.unit_code as "unitCode", ch.status
        from charges ch left join academy_inscriptions i on i.id = ch.academy_inscription_id left join academy_groups g on g.id = i.group_id
        left join academy_activities a on a.id = g.activity_id
        where ch.company_id = ${ctx.companyId} and ch.branch_office_id = ${ctx.branchOfficeId} and ch.module = 2 and ${who}
          ${status === 'all' ? sql`` : sql`and ch.status = ${status}`}
        order by ch.due_date, ch.id`,
  );
}


/** People with academy inscriptions in this branch office whose name or enrolment matches (the counter's search). */
export async function searchPayers(db: Executor, ctx: AcademyContext, search: string, limit = 20): Promise<AcademyPayer[]> {
  const like = likeOf(search) ?? '%';
  return rowsOf<AcademyPayer>(
    db,
    sql`select kind, id, name, enrollment, pending::int as "pendingCharges" from (
          select 'alumno' as kind, s.id, trim(s.name || ' ' || s.last_name_father || ' ' || s.last_name_mother) as name, s.enrollment,
                 (select count(*) from charges ch where ch.student_id = s.id and ch.module = 2 and ch.status = 'pending' and ch.branch_office_id = ${ctx.branchOfficeId}) as pending
          from students s
          where s.company_id = ${ctx.companyId} and s.deleted_at is null
            and exists (select 1 from academy_inscriptions i where i.student_id = s.id and i.branch_office_id = ${ctx.branchOfficeId} and i.deleted_at is null)
            and (search_fold(trim(s.name || ' ' || s.last_name_father || ' ' || s.last_name_mother)) like search_fold(${like}) or search_fold(s.enrollment) like search_fold(${like}))
          union all
          select 'externo', e.id, trim(e.name || ' ' || e.last_name_father || ' ' || e.last_name_mother), '',
                 (select count(*) from charges ch where ch.external_id = e.id and ch.module = 2 and ch.status = 'pending' and ch.branch_office_id = ${ctx.branchOfficeId})
          from externals e
          where e.company_id = ${ctx.companyId} and e.deleted_at is null
            and exists (select 1 from academy_inscriptions i where i.external_id = e.id and i.branch_office_id = ${ctx.branchOfficeId} and i.deleted_at is null)
            and search_fold(trim(e.name || ' ' || e.last_name_father || ' ' || e.last_name_mother)) like search_fold(${like})
        ) people order by name limit ${limit}`,
  );
}

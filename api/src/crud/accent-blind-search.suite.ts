// Every search of the engine (contains, starts with, ends with; the `L` operators) ignores accents and case, on the
// folded expression its trigram indexes are built on.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import qs from 'qs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Executor } from '../db/client';
import { CATALOG_RESOURCES } from '../modules/catalogs/index';
import { forEachDatabase } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';
import { parseFor } from './repository';
import { buildList } from './sql-builder';

const search = (condition: object) => `s=${encodeURIComponent(JSON.stringify(condition))}`;

/** The engine's list statement for a resource and query string, with its values written in (for EXPLAIN). */
function listStatement(path: string, queryString: string): string {
  const resource = CATALOG_RESOURCES.find((r) => r.path === path)!;
  const parsed = parseFor(resource, qs.parse(queryString, { depth: 5 }) as Record<string, unknown>);
  const built = buildList(resource, parsed, { companyId: 1, branchOfficeId: resource.scope === 'branch' ? 1 : null, includeDeleted: false });
  const { sql: text, params } = new PgDialect().sqlToQuery(built.rows);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

async function planOf(db: Executor, statement: string): Promise<string> {
  const result = (await db.execute(sql.raw(`EXPLAIN ${statement}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const VOLUME = 20_000;

forEachDatabase((ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = { ...bearer((await loginAs(ctx.app, 'admin@mikro.mx')).token), 'x-branch-office': '1' };
  });
  const found = async <T>(url: string): Promise<T[]> => {
    const response = await ctx.app.inject({ url, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json<T[]>();
  };
  const names = async (url: string, key = 'name') => (await found<Record<string, string>>(url)).map((row) => row[key]);

  describe('accent- and case-blind search', () => {
    it('finds the demo students written López by López, lopez and LOPEZ', async () => {
      for (const text of ['López', 'lopez', 'LOPEZ', 'lÓpez']) {
        const enrolments = (await found<{ enrollment: string }>(`/api/school/students?${search({ searchName: { $contL: text } })}`)).map((s) => s.enrollment);
        expect(enrolments.sort()).toEqual(['A2026001', 'A2026002']);
      }
    });

    it('finds a created Lucía by lucia and an accent typed where the record has none', async () => {
      const created = await ctx.app.inject({
        method: 'POST', url: '/api/school/students', headers: admin,
        payload: { enrollment: 'ACC001', name: 'Lucía', lastNameFather: 'Núñez', lastNameMother: 'Ibarra', searchName: 'LUCÍA NÚÑEZ IBARRA' },
      });
      expect(created.statusCode).toBe(201);
      await ctx.app.inject({ method: 'POST', url: '/api/school/students', headers: admin, payload: { enrollment: 'ACC002', name: 'Lucia', lastNameFather: 'Ramos', searchName: 'LUCIA RAMOS' } });
      expect((await names(`/api/school/students?${search({ searchName: { $contL: 'lucia' } })}`, 'enrollment')).sort()).toEqual(['ACC001', 'ACC002']);
      expect((await names(`/api/school/students?${search({ searchName: { $contL: 'Lucía' } })}`, 'enrollment')).sort()).toEqual(['ACC001', 'ACC002']);
      expect(await names(`/api/school/students?${search({ searchName: { $startsL: 'lucia nunez' } })}`, 'enrollment')).toEqual(['ACC001']);
      expect(await names(`/api/school/students?${search({ searchName: { $endsL: 'nuñez ibarra' } })}`, 'enrollment')).toEqual(['ACC001']);
    });

    it('finds the teacher Sofía by Sofia, the family López by lopez and the client Treviño by trevino', async () => {
      expect(await names(`/api/school/teachers?${search({ name: { $contL: 'Sofia' } })}`)).toEqual(['Sofía']);
      expect(await names(`/api/school/families?${search({ $or: [{ name: { $contL: 'lopez garcia' } }, { tutorName: { $contL: 'lopez garcia' } }] })}`)).toEqual(['Familia López García']);
      expect(await names(`/api/mini-store/clients?${search({ search_name: { $contL: 'trevino' } })}`, 'search_name')).toEqual(['JORGE TREVIÑO GARZA']);
      expect(await names(`/api/academies/externals?${search({ lastNameFather: { $contL: 'TREVINO' } })}`)).toEqual(['Valeria']);
    });

    it('finds the products Lápiz, Sándwich and Juego de geometría by lapiz, sandwich and geometria', async () => {
      for (const [text, name] of [['lapiz', 'Lápiz del número 2'], ['SANDWICH', 'Sándwich de jamón'], ['geometria', 'Juego de geometría'], ['numero 2', 'Lápiz del número 2']]) {
        expect(await names(`/api/mini-store/products?${search({ $or: [{ name: { $contL: text } }, { code: { $contL: text } }] })}`)).toEqual([name]);
      }
    });

    it('finds a prospect by a name typed without its accents, and leaves out what only contains it with them', async () => {
      const payload = { name: 'Ángel', lastNameFather: 'Peña', lastNameMother: 'Ruíz', tutorName: 'Inés Ruíz' };
      expect((await ctx.app.inject({ method: 'POST', url: '/api/school/prospects', headers: admin, payload })).statusCode).toBe(201);
      expect(await names(`/api/school/prospects?${search({ $or: [{ name: { $contL: 'angel' } }, { tutorName: { $contL: 'angel' } }] })}`)).toEqual(['Ángel']);
      expect(await names(`/api/school/prospects?${search({ tutorName: { $contL: 'ines ruiz' } })}`)).toEqual(['Ángel']);
      expect(await names(`/api/school/prospects?${search({ $and: [{ lastNameFather: { $contL: 'pena' } }, { lastNameMother: { $exclL: 'RUIZ' } }] })}`)).toEqual([]);
    });

    it('treats % and _ typed in a search as themselves', async () => {
      expect(await names(`/api/mini-store/products?${search({ name: { $contL: '%' } })}`)).toEqual([]);
      expect(await names(`/api/school/families?${search({ name: { $contL: 'l_pez' } })}`)).toEqual([]);
    });

    it('is answered from the trigram indexes over the folded columns', async () => {
      const db = ctx.database.db;
      // A school's and a store's volume, so that reading every row costs more than the indexes.
      await db.execute(sql`INSERT INTO students (company_id, enrollment, name, search_name)
        SELECT 1, 'V' || g, 'Alumno ' || g, 'ALUMNO ' || upper(substr(md5(g::text), 1, 12)) FROM generate_series(1, ${VOLUME}) g`);
      await db.execute(sql`INSERT INTO families (company_id, name, father_name, mother_name, tutor_name, email)
        SELECT 1, 'Familia ' || substr(md5(g::text), 1, 10), 'P' || g, 'M' || g, 'T' || g, 'f' || g || '@example.mx' FROM generate_series(1, ${VOLUME}) g`);
      await db.execute(sql`INSERT INTO products (company_id, branch_office_id, name, code, price, price_with_iva, stock)
        SELECT 1, 1, 'Producto ' || substr(md5(g::text), 1, 10), 'VC' || g, 10, 11.6, 5 FROM generate_series(1, ${VOLUME}) g`);
      // What autovacuum (and the embedded database's periodic check) does after such a load: fresh statistics, and
      // the GIN pending lists merged into the indexes.
      for (const table of ['students', 'families', 'products']) {
        await db.execute(sql.raw(`ANALYZE ${table}`));
        await db.execute(sql`SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          JOIN pg_am am ON am.oid = c.relam WHERE i.indrelid = ${table}::regclass AND am.amname = 'gin'`);
      }

      const students = await planOf(db, listStatement('/school/students', search({ $or: ['searchName', 'enrollment', 'curp'].map((field) => ({ [field]: { $contL: 'lopez' } })) })));
      for (const index of ['search_name', 'enrollment', 'curp']) expect(students).toMatch(new RegExp(`Bitmap Index Scan on students_${index}_fold_idx`));
      const families = await planOf(db, listStatement('/school/families', search({ $or: ['name', 'fatherName', 'motherName', 'tutorName', 'email'].map((field) => ({ [field]: { $contL: 'lopez' } })) })));
      for (const index of ['name', 'father_name', 'mother_name', 'tutor_name', 'email']) expect(families).toMatch(new RegExp(`Bitmap Index Scan on families_${index}_fold_idx`));
      const products = await planOf(db, listStatement('/mini-store/products', search({ $or: [{ name: { $contL: 'lapiz' } }, { code: { $contL: 'lapiz' } }] })));
      expect(products).toMatch(/Bitmap Index Scan on products_name_trgm_idx/);
      expect(products).toMatch(/Bitmap Index Scan on products_code_trgm_idx/);
      for (const plan of [students, families, products]) expect(plan).not.toMatch(/Seq Scan/);

      // The other people's tables have the same indexes over the folded columns their screens search.
      const result = (await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%fold_idx' AND tablename IN ('clients', 'teachers', 'prospects', 'externals')`)) as unknown as { rows: { indexname: string; indexdef: string }[] };
      const definitions = Object.fromEntries(result.rows.map((row) => [row.indexname, row.indexdef]));
      for (const [table, columns] of [['clients', ['search_name', 'enrollment', 'rfc']], ['teachers', ['name', 'last_name_father', 'last_name_mother', 'email', 'rfc']], ['prospects', ['name', 'last_name_father', 'last_name_mother', 'curp', 'email', 'tutor_name']], ['externals', ['name', 'last_name_father', 'last_name_mother', 'curp', 'tutor_name', 'rfc']]] as const) {
        for (const column of columns) expect(definitions[`${table}_${column}_fold_idx`]).toMatch(new RegExp(`USING gin \\(search_fold\\(\\(?${column}\\)?(::text)?\\)\\)? gin_trgm_ops\\)`));
      }
    });
  });
});

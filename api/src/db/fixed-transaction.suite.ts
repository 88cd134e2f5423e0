// The fixed-statement transaction runner, in both shapes its callers use (the payments': opening with the first
// statement, EXECUTEs of prepared statements; the checkout's: BEGIN alone, statements as text): values written as
// literals come back as they were sent, statements prepared once per connection keep working across transactions,
// and a failing statement rolls back what came before it.
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { forEachDatabase } from '../test-support/databases';
import { rowsOf } from './rows';
import type { AppDatabase } from './client';
import { inFixedTransaction, literal, withLiterals, type FixedStatement, type FixedStatements, type TransactionShape } from './fixed-transaction';

const ECHO: FixedStatement = { name: 'payment_test_echo', text: 'SELECT $1::text AS text, $2::int[] AS ids, $3::jsonb AS doc, $4::int AS n' };
const SAVE: FixedStatement = { name: 'payment_test_save', text: 'INSERT INTO payment_test_rows (n) VALUES ($1::int) RETURNING n' };

const awkward = "O'Brien \\ «ñ» 'x' \\' \n fin";

describe('literal', () => {
  it('quotes text (an E literal when it has a backslash), writes integers, booleans and integer arrays as they are, null as NULL', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal([1, 20])).toBe("'{1,20}'");
    expect(literal([])).toBe("'{}'");
    expect(literal(null)).toBe('NULL');
    expect(literal(-7)).toBe('-7');
    expect(literal(true)).toBe('TRUE');
    expect(literal(false)).toBe('FALSE');
    expect(() => literal(1.5)).toThrow();
    expect(() => literal(['1'])).toThrow();
  });
});

describe('withLiterals', () => {
  it('writes each value where its placeholder is, as often as it appears', () => {
    expect(withLiterals({ name: 'x', text: 'SELECT $1::int, $2::text, $1::int, $10::int' }, [3, "a'b", 0, 0, 0, 0, 0, 0, 0, null])).toBe(
      "SELECT 3::int, 'a''b'::text, 3::int, NULL::int",
    );
  });
});

const SHAPES: Record<string, TransactionShape> = {
  'opening with the first statement, EXECUTE': {
    label: 'test',
    opening: ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan'],
    openingSent: 'with-first',
    inMessage: 'execute',
  },
  'opening alone, statements as text': { label: 'test', opening: ['BEGIN'], openingSent: 'alone', inMessage: 'text' },
};

for (const [shapeName, shape] of Object.entries(SHAPES)) describe(shapeName, () => forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  // The payments' shape begins with `first`; the checkout's has begun already and runs its first statement alone.
  const inShape = <T>(database: AppDatabase, work: (statements: FixedStatements) => Promise<T>) =>
    inFixedTransaction(database, shape, (statements) =>
      work(shape.openingSent === 'alone' ? { ...statements, first: statements.run } : statements),
    );

  it('answers what was sent, in the first and in the last message, transaction after transaction', async () => {
    const doc = { name: awkward, amount: '10.50', list: [1, null] };
    for (let round = 0; round < 25; round += 1) {
      const [first, last] = await inShape(ctx.database, async (statements) => {
        const [row] = await statements.first<Record<string, unknown>>(ECHO, [awkward, [round, 2], JSON.stringify(doc), round]);
        const [rows] = await statements.last([[ECHO, [null, [], 'null', null]]]);
        return [row, rows?.[0]];
      });
      expect(first).toEqual({ text: awkward, ids: [round, 2], doc, n: round });
      expect(last).toEqual({ text: null, ids: [], doc: null, n: null });
    }
  });

  it('a statement that fails rolls back the transaction, and the next transactions run', async () => {
    await db().execute(sql.raw('CREATE TABLE payment_test_rows (n int CHECK (n < 100))'));
    try {
      for (let round = 0; round < 25; round += 1) {
        await expect(
          inShape(ctx.database, async (statements) => {
            await statements.first(SAVE, [round]);
            return statements.last([[SAVE, [100 + round]]]);
          }),
        ).rejects.toThrow();
        // The value sent is refused by the cast, in the message that may also carry the PREPARE.
        await expect(inShape(ctx.database, (statements) => statements.first(ECHO, ['x', 'no es arreglo', '{}', 1]))).rejects.toThrow();
      }
      const saved = await inShape(ctx.database, async (statements) => {
        await statements.first(SAVE, [1]);
        return statements.last([[SAVE, [2]], [ECHO, ['fin', [3], '{}', 4]]]);
      });
      expect(saved.map((rows) => rows[0])).toEqual([{ n: 2 }, { text: 'fin', ids: [3], doc: {}, n: 4 }]);
      expect(await rowsOf(db(), sql`select n from payment_test_rows order by n`)).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await db().execute(sql.raw('DROP TABLE payment_test_rows'));
    }
  });
}));

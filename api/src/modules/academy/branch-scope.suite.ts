// Academy charges belong to the branch office that charged them, like store sales: a user limited to another
// branch office can neither see their price (quote), nor pay them; the charging branch office keeps them.
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from '@jest/globals';
import { onlyRow, rowsOf } from '../../db/rows';
import { branchOffices, roles, userBranchOffices, users } from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../db/seed/index';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';
import { academySession, createActivity, createConcept, createExternal, groupBody, type AcademySession } from '../../test-support/academy';

forEachDatabase((ctx) => {
  let matriz: AcademySession;
  let norte: BranchSession;
  let chargeId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    matriz = await academySession(ctx.app);
    // Staff with the same role as Matriz's, limited to Sucursal Norte (which runs academies too).
    const role = onlyRow(await db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, matriz.companyId), eq(roles.name, 'Control escolar'))));
    const office = onlyRow(await db.select({ id: branchOffices.id }).from(branchOffices).where(and(eq(branchOffices.companyId, matriz.companyId), eq(branchOffices.name, 'Sucursal Norte'))));
    const user = onlyRow(
      await db
        .insert(users)
        .values({ companyId: matriz.companyId, name: 'Caja Norte', email: 'caja.norte@mikro.mx', passwordHash: await hash(DEMO_PASSWORD), roleId: role.id })
        .returning({ id: users.id }),
    );
    await db.insert(userBranchOffices).values({ userId: user.id, branchOfficeId: office.id });
    norte = await branchSession(ctx.app, 'caja.norte@mikro.mx', 'Sucursal Norte');

    const activityId = await createActivity(db, matriz);
    const concept = await createConcept(db, matriz, { price: '750.00', conceptType: 'OneTime', name: 'Inscripción natación Matriz' });
    const group = await matriz.send('POST', '/api/academies/groups', groupBody(activityId, { concepts: [{ conceptId: concept, dueDay: 5 }] }));
    expect(group.statusCode).toBe(201);
    const externalId = await createExternal(db, matriz);
    expect((await matriz.send('POST', '/api/academies/inscriptions', { groupId: group.json().id, externalId })).statusCode).toBe(201);
    chargeId = onlyRow(await rowsOf<{ id: number }>(db, sql`select id from charges where external_id = ${externalId} and module = 2`)).id;
  });

  it('answers 404 to another branch office’s quote and payment of the charge, and writes nothing', async () => {
    const lines = [{ chargeId }];
    const quote = await norte.send('POST', '/api/academies/charges/payments/quote', { lines });
    expect({ status: quote.statusCode, message: quote.json().message }).toEqual({ status: 404, message: 'Cargo no encontrado' });
    const paid = await norte.send('POST', '/api/academies/charges/payments', { lines, methods: [{ methodId: 1, amount: '750.00' }] }, { 'idempotency-key': `norte-${chargeId}` });
    expect({ status: paid.statusCode, message: paid.json().message }).toEqual({ status: 404, message: 'Cargo no encontrado' });
    const charge = onlyRow(await rowsOf<{ status: string }>(ctx.database.db, sql`select status from charges where id = ${chargeId}`));
    expect(charge.status).toBe('pending');
  });

  it('lets the charging branch office quote and collect it, and keeps the payment to itself', async () => {
    const lines = [{ chargeId }];
    const quote = await matriz.send('POST', '/api/academies/charges/payments/quote', { lines });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().total).toBe('750.00');
    const paid = await matriz.send('POST', '/api/academies/charges/payments', { lines, methods: [{ methodId: 1, amount: '750.00' }] }, { 'idempotency-key': `matriz-${chargeId}` });
    expect(paid.statusCode).toBe(201);
    const paymentId = paid.json().id as number;
    expect((await matriz.send('GET', `/api/academies/charges/payments/${paymentId}`)).statusCode).toBe(200);
    expect((await norte.send('GET', `/api/academies/charges/payments/${paymentId}`)).statusCode).toBe(404);
  });
});

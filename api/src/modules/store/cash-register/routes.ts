// /api/mini-store/cash-register and /api/mini-store/cash-register-transactions (SPEC §7 "Cash register").
import type { FastifyInstance } from 'fastify';
import type {
  CashRegisterListQuery,
  CashRegisterMovementRequest,
  CloseCashRegisterRequest,
  CreateCashRegisterTransactionRequest,
  OpenCashRegisterRequest,
  UpdateCashRegisterTransactionRequest,
} from '@mikro/contracts';
import { storeContext } from '../shared/context';
import { idParam, optionalIntQuery, permission } from '../shared/http';
import { addMovement, cashReport, closeRegister, currentRegister, listRegisters, openRegister, registerDetail } from './service';
import { createTransaction, getTransaction, pageTransactions, updateTransaction } from './transactions.service';

const REGISTER = '/ventas';
const TRANSACTIONS = '/mini-store/transactions';

export async function cashRegisterRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/mini-store/cash-register';
  app.get(base, { config: permission(REGISTER, 'ver') }, async (request) => {
    const query = request.query as CashRegisterListQuery;
    return listRegisters(app.db, storeContext(request), { ...query, cashierId: optionalIntQuery(query.cashierId, 'cashierId') });
  });
  app.get(`${base}/current`, { config: permission(REGISTER, 'ver') }, async (request) => currentRegister(app.db, storeContext(request)));
  app.get(`${base}/cash-report`, { config: permission(REGISTER, 'ver') }, async (request) => {
    const query = request.query as { cashRegisterId?: string };
    return cashReport(app.db, storeContext(request), optionalIntQuery(query.cashRegisterId, 'cashRegisterId'));
  });
  app.get(`${base}/:id`, { config: permission(REGISTER, 'ver') }, async (request) => registerDetail(app.db, storeContext(request), idParam(request)));
  app.post(base, { config: permission(REGISTER, 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    reply.status(201);
    return openRegister(app.db, ctx, (request.body ?? {}) as OpenCashRegisterRequest);
  });
  app.patch(`${base}/:id`, { config: permission(REGISTER, 'crear') }, async (request) =>
    closeRegister(app.db, storeContext(request), idParam(request), request.body as CloseCashRegisterRequest),
  );
  app.post(`${base}/:id/movements`, { config: permission(TRANSACTIONS, 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    const movement = await addMovement(app.db, ctx, idParam(request), request.body as CashRegisterMovementRequest);
    reply.status(201);
    return movement;
  });

  const transactions = '/api/mini-store/cash-register-transactions';
  app.get(transactions, { config: permission(TRANSACTIONS, 'ver') }, async (request) => {
    const query = request.query as { page?: string; limit?: string; cashRegisterId?: string };
    return pageTransactions(app.db, storeContext(request), {
      page: Number(query.page ?? 1),
      limit: Number(query.limit ?? 10),
      cashRegisterId: optionalIntQuery(query.cashRegisterId, 'cashRegisterId'),
    });
  });
  app.get(`${transactions}/:id`, { config: permission(TRANSACTIONS, 'ver') }, async (request) => getTransaction(app.db, storeContext(request), idParam(request)));
  app.post(transactions, { config: permission(TRANSACTIONS, 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    const created = await createTransaction(app.db, ctx, request.body as CreateCashRegisterTransactionRequest);
    reply.status(201);
    return created;
  });
  // The route's actions are ver/crear/exportar: editing a transaction's notes counts as 'crear'.
  app.patch(`${transactions}/:id`, { config: permission(TRANSACTIONS, 'crear') }, async (request) =>
    updateTransaction(app.db, storeContext(request), idParam(request), request.body as UpdateCashRegisterTransactionRequest),
  );
}

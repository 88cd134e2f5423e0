// /api/mini-store/cash-register and /api/mini-store/cash-register-transactions: open, X/Z report, cash in/out,
// close, and the transactions every payment leaves in the register.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storeContext } from '../shared/context';
import { docs, permission } from '../shared/http';
import { IdParams } from '../shared/schemas';
import {
  CashRegisterDetail,
  CashRegisterListQuery,
  CashRegisterPage,
  CashReport,
  CashReportQuery,
  CloseCashRegisterBody,
  CreateTransactionBody,
  Movement,
  MovementBody,
  OpenCashRegister,
  OpenCashRegisterBody,
  RegisterSettings,
  RegisterSettingsBody,
  Transaction,
  TransactionListQuery,
  TransactionPage,
  UpdateTransactionBody,
} from './schemas';
import { addMovement, cashReport, closeRegister, currentRegister, listRegisters, openRegister, registerDetail } from './cash-register.service';
import { createTransaction, getTransaction, pageTransactions, updateTransaction } from './transactions.service';
import { registerSettings, saveRegisterSettings } from './settings';

const REGISTER = '/ventas';
const TRANSACTIONS = '/mini-store/transactions';

export async function cashRegisterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/mini-store/cash-register';
  app.get(
    base,
    { config: permission(REGISTER, 'ver'), schema: { ...docs('Cajas de la sucursal (paginadas; filtros de estado y cajero)'), querystring: CashRegisterListQuery, response: { 200: CashRegisterPage } } },
    async (request) => listRegisters(app.db, storeContext(request), request.query),
  );
  app.get(
    `${base}/current`,
    { config: permission(REGISTER, 'ver'), schema: { ...docs('La caja abierta de quien consulta en la sucursal, o null'), response: { 200: OpenCashRegister } } },
    async (request) => currentRegister(app.db, storeContext(request)),
  );
  app.get(
    `${base}/cash-report`,
    { config: permission(REGISTER, 'ver'), schema: { ...docs('Reporte X (caja abierta) o Z (caja cerrada); sin cashRegisterId, la caja abierta de quien consulta'), querystring: CashReportQuery, response: { 200: CashReport } } },
    async (request) => cashReport(app.db, storeContext(request), request.query.cashRegisterId),
  );
  app.get(
    `${base}/settings`,
    { config: permission(REGISTER, 'ver'), schema: { ...docs('Cómo cierran sus cajas la sucursal (cierre a ciegas o no)'), response: { 200: RegisterSettings } } },
    async (request) => registerSettings(app.db, storeContext(request)),
  );
  app.put(
    `${base}/settings`,
    {
      config: permission(REGISTER, 'supervisar'),
      schema: { ...docs('Cambia cómo cierran sus cajas la sucursal (un supervisor del punto de venta)'), body: RegisterSettingsBody, response: { 200: RegisterSettings } },
    },
    async (request) => saveRegisterSettings(app.db, storeContext(request), request.body),
  );
  app.get(
    `${base}/:id`,
    { config: permission(REGISTER, 'ver'), schema: { ...docs('Caja con sus transacciones y movimientos'), params: IdParams, response: { 200: CashRegisterDetail } } },
    async (request) => registerDetail(app.db, storeContext(request), request.params.id),
  );
  app.post(
    base,
    { config: permission(REGISTER, 'crear'), schema: { ...docs('Abre la caja de quien llama con su fondo inicial'), body: OpenCashRegisterBody, response: { 201: CashRegisterDetail } } },
    async (request, reply) => {
      const ctx = storeContext(request);
      reply.status(201);
      return openRegister(app.db, ctx, request.body);
    },
  );
  app.patch(
    `${base}/:id`,
    {
      config: permission(REGISTER, 'crear'),
      schema: { ...docs('Cierra la caja (corte Z) con lo contado por cada forma de pago'), params: IdParams, body: CloseCashRegisterBody, response: { 200: CashReport } },
    },
    async (request) => closeRegister(app.db, storeContext(request), request.params.id, request.body),
  );
  app.post(
    `${base}/:id/movements`,
    { config: permission(TRANSACTIONS, 'crear'), schema: { ...docs('Entrada o salida de efectivo con su motivo'), params: IdParams, body: MovementBody, response: { 201: Movement } } },
    async (request, reply) => {
      const ctx = storeContext(request);
      const movement = await addMovement(app.db, ctx, request.params.id, request.body);
      reply.status(201);
      return movement;
    },
  );

  const transactions = '/api/mini-store/cash-register-transactions';
  app.get(
    transactions,
    { config: permission(TRANSACTIONS, 'ver'), schema: { ...docs('Transacciones de caja (paginadas; por caja)'), querystring: TransactionListQuery, response: { 200: TransactionPage } } },
    async (request) =>
      pageTransactions(app.db, storeContext(request), { page: request.query.page ?? 1, limit: request.query.limit ?? 10, cashRegisterId: request.query.cashRegisterId }),
  );
  app.get(
    `${transactions}/:id`,
    { config: permission(TRANSACTIONS, 'ver'), schema: { ...docs('Una transacción de caja'), params: IdParams, response: { 200: Transaction } } },
    async (request) => getTransaction(app.db, storeContext(request), request.params.id),
  );
  app.post(
    transactions,
    { config: permission(TRANSACTIONS, 'crear'), schema: { ...docs('Registra en la caja un pago de venta que aún no tiene transacción'), body: CreateTransactionBody, response: { 201: Transaction } } },
    async (request, reply) => {
      const ctx = storeContext(request);
      const created = await createTransaction(app.db, ctx, request.body);
      reply.status(201);
      return created;
    },
  );
  // The route's actions are ver/crear/exportar: editing a transaction's notes counts as 'crear'.
  app.patch(
    `${transactions}/:id`,
    { config: permission(TRANSACTIONS, 'crear'), schema: { ...docs('Cambia las notas (o el tipo) de una transacción'), params: IdParams, body: UpdateTransactionBody, response: { 200: Transaction } } },
    async (request) => updateTransaction(app.db, storeContext(request), request.params.id, request.body),
  );
}

export { complementDeadline, paymentsAwaitingComplement } from './deadline';
export type { AwaitingComplement, ReceivedPayment } from './deadline';

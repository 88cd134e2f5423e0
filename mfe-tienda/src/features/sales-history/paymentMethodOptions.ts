import { PAYMENT_METHODS } from '@mikro/domain';

/** The payment methods by name, for the refund, the part-payment and the history's filter. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method.id, label: method.name }));

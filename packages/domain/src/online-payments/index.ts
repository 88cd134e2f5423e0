export { ONLINE_METHODS, ONLINE_METHOD_LABELS, onlinePaymentMethodId } from './methods';
export type { CardFunding, OnlineMethod } from './methods';
export { SANDBOX_CARDS, cardDigits, lastFour, passesLuhn, sandboxCardOutcome, sandboxCardProblems } from './sandbox-cards';
export type { SandboxCardInput, SandboxCardOutcome } from './sandbox-cards';
export { fromMinorUnits, settlementProblem, toMinorUnits } from './settlement';
export type { Settlement } from './settlement';
export { ONLINE_PAYMENT_STATUS_LABELS, onlinePaymentStep } from './lifecycle';
export type { GatewayEventKind, OnlinePaymentStatus, OnlinePaymentStep } from './lifecycle';

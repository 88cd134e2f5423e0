export { creditCheck, creditExcess, creditRefusal } from './credit';
export type { CreditCheck } from './credit';
export { INSTALMENT_FREQUENCIES, MAX_INSTALMENTS, instalmentPlan } from './instalments';
export type { Instalment, InstalmentFrequency, InstalmentPlanInput } from './instalments';

// @mikro/ui: the design system. Apps import UI only from here (or from a sub-entry), never from
// '@chakra-ui/react', so the shared bundles hold only the Chakra parts the entries list.
//
// The sub-entries core, forms, fields, overlays and icons are Module Federation singletons of their own
// (packages/mfe-kit shared.js), so the shell loads only what a page shows: the login page core and forms,
// the layout overlays and icons. They are re-exported by package name, not by path, so that whichever
// build provides this root still uses the one loaded copy of each. The rest is reached only through this
// root, which every remote imports.
export * from '@mikro/ui/core';
export * from '@mikro/ui/forms';
export * from '@mikro/ui/fields';
export * from '@mikro/ui/overlays';
export * from '@mikro/ui/icons';

// Amount fields (bounds compared with Money): outside the forms entry, which the login page loads, so
// that page does not load decimal.js.
export { amountString, isAmountInRange, MONEY_FORMAT_MESSAGE } from './validation/amount';
export type { AmountBounds, AmountFormat, AmountMessages, AmountStringOptions } from './validation/amount';

// Menus, popovers and tooltips; tables and catalogue screens; money and date formatting.
export * from './entries/popovers';
export * from './entries/tables';
export { pagedTableProps } from './table/pagedTableProps';
export * from './entries/format';

// Payments (fee counters of the school and the academies).
export * from './payments';

// The keys of every counter (the store's point of sale, the school and academy fee counters).
export { useCounterKeys } from './keyboard/useCounterKeys';
export type { CounterKey, CounterKeys, CounterKeysOptions } from './keyboard/useCounterKeys';

// Invoicing (CFDI): invoice panel of each payment, receiver fields, state badges.
export * from './invoicing';

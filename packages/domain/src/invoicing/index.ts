export * from './iedu';
export * from './rules';
export * from './sat-catalogs';
export * from './self-invoice';
export * from './tax-rates';
export * from './tax-object';
export * from './sat-status';

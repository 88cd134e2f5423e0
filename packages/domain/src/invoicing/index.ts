export * from './rules';
export * from './sat-catalogs';

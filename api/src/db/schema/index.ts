export * from './organization';
export * from './access';
export * from './system-catalogs';
export * from './store';
export * from './school';
export * from './academy';
export * from './billing';
export * from './fixed-assets';

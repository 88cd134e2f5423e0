export * from './organization';
export * from './access';

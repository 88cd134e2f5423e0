// Shapes shared by the API and its clients. Field names are the wire format existing clients already send.
export * from './common';
export * from './session';
export * from './system';
export * from './store';
export * from './catalogs';
export * from './admin';
export * from './payments';
export * from './school';
export * from './reports';
export * from './dashboard-access';
export * from './billing';
export * from './academy';
export * from './mail';
export * from './portal';
export * from './online-payments';
export * from './reminders';
export * from './attendance';

export { AppProviders } from './runtime/AppProviders';
export { createLifecycles } from './runtime/create-lifecycles';
export { REMOTE_OUTLET_ID, LIFECYCLES_EXPOSE } from './runtime/contract';
export type { MountProps } from './runtime/contract';
export type { RemoteConfig } from '@mikro/contracts';

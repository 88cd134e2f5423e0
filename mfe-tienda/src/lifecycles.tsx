import { createLifecycles } from '@mikro/mfe-kit';
import { App } from './App';
import { preloadPointOfSale } from './features/pos/preload';

const lifecycles = createLifecycles(App);

// The register is asked for while the store's code starts and React mounts, not after.
preloadPointOfSale(window.location.pathname);

export const { bootstrap, unmount } = lifecycles;
export const mount: typeof lifecycles.mount = (props) => {
  preloadPointOfSale(window.location.pathname);
  return lifecycles.mount(props);
};

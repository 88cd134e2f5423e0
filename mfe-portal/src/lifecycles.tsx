import { createLifecycles } from '@mikro/mfe-kit';
import { App } from './App';

export const { bootstrap, mount, unmount } = createLifecycles(App);

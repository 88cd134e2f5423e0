import { createRoot } from 'react-dom/client';
import { http } from '@mikro/api-client/core';
import { initSession } from '@mikro/session';
import { progress } from '@mikro/ui/core';
import { App } from './App';
import { routedApp, signedInApp } from './chunks';
import { isPublicPath } from './features/auth/public-pages';
import { installChunkReloadGuard } from './features/errors/chunk-reload-guard';
import { registerServiceWorker } from './features/offline/register-service-worker';

const hasSession = initSession();
installChunkReloadGuard();
registerServiceWorker();

// Every API call drives the top progress bar; a failed call turns it red.
http.interceptors.request.use((config) => {
  progress.start();
  return config;
});
http.interceptors.response.use(
  (response) => {
    progress.done();
    return response;
  },
  (error: unknown) => {
    progress.fail();
    return Promise.reject(error);
  },
);

// Any other page than the public ones is the routed application (and, with a session, the signed-in layout):
// start loading it now rather than when it first renders.
if (!isPublicPath(window.location.pathname)) {
  void routedApp.preload();
  if (hasSession) {
    void signedInApp.preload();
    // The remotes configuration and the page's remote, while the layout's code is still on its way.
    void import('./shared/remotes/route-queries').then(({ warmUpRoute }) => warmUpRoute(window.location.pathname));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App />);

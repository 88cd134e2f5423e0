import { createRoot } from 'react-dom/client';
import { http } from '@mikro/api-client';
import { initSession } from '@mikro/session';
import { progress } from '@mikro/ui/core';
import { App } from './App';
import { installChunkReloadGuard } from './features/errors/chunk-reload-guard';

initSession();
installChunkReloadGuard();

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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App />);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createMfeConfig } from '@mikro/mfe-kit/webpack';

const mfeConfig = createMfeConfig({
  name: 'shell',
  kind: 'host',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3001,
});

/** The shell's build, and in production its service worker at /sw.js (docs/offline-pos.md). */
export default (env, argv) => {
  const config = mfeConfig(env, argv);
  if (config.mode !== 'production') return config;
  config.plugins.push(
    new InjectManifest({
      swSrc: './src/features/offline/service-worker.ts',
      swDest: 'sw.js',
      // Pages are served network-first by the worker's own route, so a new deployment is seen at once.
      exclude: [/\.map$/, /\.html$/, /mf-manifest\.json$/, /remoteEntry\.js$/, /\.LICENSE\.txt$/],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    }),
  );
  return config;
};

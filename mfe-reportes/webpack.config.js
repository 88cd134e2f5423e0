import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfeConfig } from '@mikro/mfe-kit/webpack';

export default createMfeConfig({
  name: 'mfe_reportes',
  kind: 'remote',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './lifecycles': './src/lifecycles.tsx', './dashboard': './src/features/dashboard/mount.tsx' },
  devPort: 3105,
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfeConfig } from '@mikro/mfe-kit/webpack';

export default createMfeConfig({
  name: 'mfe_portal',
  kind: 'remote',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  devPort: 3107,
});

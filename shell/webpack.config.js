import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfeConfig } from '@mikro/mfe-kit/webpack';

export default createMfeConfig({
  name: 'shell',
  kind: 'host',
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  devPort: 3001,
});

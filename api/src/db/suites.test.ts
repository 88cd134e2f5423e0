// The database layer's suites, in one module graph (test-support/suites.ts).
import { importSuites } from '../test-support/suites';

await importSuites(import.meta.url);

// The database-backed suites of the modules without suites.test.ts of their own, in one module graph (test-support/suites.ts).
import { importSuites } from '../test-support/suites';

await importSuites(import.meta.url);

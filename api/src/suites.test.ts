// The database-backed suites of the CRUD layer, the plugins and whatever no deeper suites.test.ts runs, in one module graph (test-support/suites.ts).
import { importSuites } from './test-support/suites';

await importSuites(import.meta.url);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

// The screenshots the walks take for a person to look at: in SHOTS_DIR when set, else with the run's
// artifacts (e2e/.artifacts/screens), one folder per spec file. Playwright creates the folder on the first
// screenshot.
const SHOTS_DIR = process.env.SHOTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screens');

/** The path of a screenshot of the running test's walk, e.g. shotPath('pos-1366x768.png'). */
export function shotPath(file: string): string {
  return path.join(SHOTS_DIR, path.basename(test.info().file, '.spec.ts'), file);
}

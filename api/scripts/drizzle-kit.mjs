// Runs drizzle-kit so that it finds the drizzle-orm installed in api/node_modules: npm nests drizzle-orm
// under api/ while drizzle-kit is hoisted to the root, where neither its require() nor its import() see it.
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [apiNodeModules, process.env.NODE_PATH].filter(Boolean).join(':');
Module._initPaths();
register('./drizzle-orm-resolver.mjs', import.meta.url);

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
await import(pathToFileURL(bin).href);

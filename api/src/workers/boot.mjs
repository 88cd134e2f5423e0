// Entry of the worker threads of ./run.ts (piscina loads it): brings in the TypeScript task module named by each
// task through tsx, so the same source runs under `node --import tsx`, jest and production, and runs its
// `run(input)`. Plain JavaScript because a worker's entry is loaded before any TypeScript loader.
import { tsImport } from 'tsx/esm/api';

/** Task modules already loaded by this thread, by URL. */
const loaded = new Map();

export default async function runTask({ task, input }) {
  let module = loaded.get(task);
  if (!module) {
    module = await tsImport(task, import.meta.url);
    loaded.set(task, module);
  }
  return module.run(input);
}

// Entry of the PDF render threads of ./pool.ts (piscina loads it): brings in the TypeScript renderer through tsx,
// so the same source runs under `node --import tsx`, jest and production. Plain JavaScript because a worker's
// entry is loaded before any TypeScript loader.
import { tsImport } from 'tsx/esm/api';

const { render } = await tsImport('./render.ts', import.meta.url);

export default render;

// Module-resolution hook: resolve drizzle-orm from the api workspace, whoever imports it.
const apiUrl = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: apiUrl });
  }
  return nextResolve(specifier, context);
}

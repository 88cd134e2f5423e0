// The shell loads the whole design system (every @mikro/ui sub-entry, from its own build) before any
// remote's code runs. Each sub-entry is a singleton and a singleton already loaded is never replaced, so
// every remote then uses the shell's copies: one Chakra, one toaster, one theme — even when a remote was
// built with a newer @mikro/ui whose unloaded sub-entries would otherwise win by version and mix with the
// shell's loaded core.
let loading: Promise<unknown> | undefined;

export function loadSharedUi(): Promise<unknown> {
  loading ??= import('@mikro/ui').catch((error: unknown) => {
    // A failed download is tried again by the next remote that loads.
    loading = undefined;
    throw error;
  });
  return loading;
}

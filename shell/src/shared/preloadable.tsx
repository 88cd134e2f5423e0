import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Starts loading the chunk (once, however often it is called); resolves when it is ready, never rejects. */
  preload: () => Promise<void>;
  /** The component: rendered at once when its chunk is already loaded, else suspending until it is. */
  Component: ComponentType<P>;
}

/**
 * A component in a chunk of its own that can be loaded ahead of its first render. React.lazy alone suspends
 * once on first render even when the chunk is already there; a preloaded chunk renders straight away here.
 * A failed download is tried again by the next preload or render.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;

  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);

  function Component(props: P) {
    // Chosen once per mount: switching type later would remount the whole tree below.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }

  return {
    preload: () => start().then(
      () => undefined,
      () => undefined,
    ),
    Component,
  };
}

import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the module (once); after it, new instances render the component without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy`, plus `preload()`. Why: hydrating a prerendered page whose screen is a plain `lazy()` stops at
 * that screen even when its module is already in the browser (lazy always suspends on its first render), then
 * comes back for it in later tasks, walking the tree again each time. main.tsx preloads the screen of the
 * route it hydrates, so the page hydrates in one pass. Not preloaded, it behaves as `lazy()`.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // a later navigation tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function Preloadable(props: P) {
    // Chosen once per instance: turning a mounted lazy wrapper into the component itself would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload: () => loadOnce().then(() => undefined) });
}

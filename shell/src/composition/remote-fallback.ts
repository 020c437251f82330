import { ErrorSection } from '@archive/ui';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Lifecycles used in place of a remote that cannot be loaded (missing bundle, network error,
 * unregistered): a friendly section with a retry, never a blank page. Modelled on Module
 * Federation's errorLoadRemote fallbacks, but at the single-spa level where the page slot lives.
 */
export interface SpaLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: object) => Promise<void>;
  unmount: (props: object) => Promise<void>;
}

export function fallbackLifecycles(remote: string, getElement: () => HTMLElement | null): SpaLifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => {},
    mount: async () => {
      const element = getElement();
      if (!element) return;
      root = createRoot(element);
      root.render(createElement(ErrorSection, { remote }));
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/** Loads a remote's lifecycles, answering the fallback when anything on the way fails. */
export async function loadOrFallback(
  remote: string,
  load: () => Promise<unknown>,
  getElement: () => HTMLElement | null,
): Promise<SpaLifecycles> {
  try {
    const module = (await load()) as Partial<SpaLifecycles> | null;
    if (module && typeof module.mount === 'function' && typeof module.unmount === 'function') {
      return module as SpaLifecycles;
    }
    throw new Error(`${remote}/lifecycles does not export bootstrap, mount and unmount`);
  } catch (err) {
    console.error(`remote ${remote} could not be loaded`, err);
    return fallbackLifecycles(remote, getElement);
  }
}

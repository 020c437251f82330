import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { exposedComponent, loadExposed } from './load-exposed';

export type ExposedComponentState<P> =
  | { status: 'idle' | 'loading' | 'failed'; Component?: undefined }
  | { status: 'ready'; Component: ComponentType<P> };

const componentIn =
  <P>(id: string) =>
  (module: unknown) =>
    exposedComponent<P>(module, id.split('/').pop());

/**
 * A component exposed by another remote ('mf_admin/SectionsEditor'). With `enabled` false nothing
 * is requested (visitors never download the admin editor). Missing remote, missing module or a
 * module without a component all end as 'failed', for the caller to degrade gracefully.
 */
export function useExposedComponent<P>(id: string, enabled = true): ExposedComponentState<P> {
  const [state, setState] = useState<ExposedComponentState<P>>({ status: enabled ? 'loading' : 'idle' });
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadExposed(id)
      .then(componentIn<P>(id))
      .then((Component) => {
        if (live)
          startTransition(() => setState(Component ? { status: 'ready', Component } : { status: 'failed' }));
      })
      .catch((err) => {
        console.warn(`${id} is not available; its section is left out`, err);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [id, enabled]);
  return state;
}

/**
 * Several exposed components at once (a home page's catalogue sections), as a map from module id
 * to its state. Ids load in parallel; the list may change between renders (an id absent from the
 * list has no state: not requested).
 */
export function useExposedComponents<P>(ids: readonly string[]): Record<string, ExposedComponentState<P>> {
  const key = [...new Set(ids)].sort().join('|');
  const [states, setStates] = useState<Record<string, ExposedComponentState<P>>>({});
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split('|') : [];
    // Ids already settled keep their state: a section added later (the home page asks for a
    // section's module as the visitor approaches it) must not unmount the ones already drawn.
    setStates((previous) =>
      Object.fromEntries(
        wanted.map((id) => [id, previous[id] ?? ({ status: 'loading' } as ExposedComponentState<P>)]),
      ),
    );
    for (const id of wanted) {
      loadExposed(id)
        .then(componentIn<P>(id))
        .then((Component) => {
          // A transition: drawing a section (with its own data) yields to the browser rather than
          // holding the main thread while the visitor reads the page.
          if (live)
            startTransition(() =>
              setStates((s) => ({
                ...s,
                [id]: Component ? { status: 'ready', Component } : { status: 'failed' },
              })),
            );
        })
        .catch((err) => {
          console.warn(`${id} is not available; its section is left out`, err);
          if (live) setStates((s) => ({ ...s, [id]: { status: 'failed' } }));
        });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return states;
}

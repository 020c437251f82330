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

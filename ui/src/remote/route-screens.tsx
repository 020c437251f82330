import { type ComponentType, createContext, Suspense, useContext, useEffect } from 'react';
import { useRoute } from '../routing/navigate';

/** Marks the remote's root live (RemoteTree gives it); null outside a remote's tree. */
export const ScreenLiveContext = createContext<(() => void) | null>(null);

/**
 * Says the screen is live: its effect runs once the screen it stands beside is committed, in the
 * browser only, which on a server-drawn page means hydrated (a lazy screen's Suspense boundary
 * hydrates when its chunk arrives, after the remote's root has committed).
 */
export function ScreenShown() {
  const markLive = useContext(ScreenLiveContext);
  useEffect(() => {
    markLive?.();
  }, [markLive]);
  return null;
}

/**
 * A remote's root component: the screen for the current route (contracts route table), lazily
 * loaded behind one Suspense boundary, with ScreenShown inside that boundary so `data-live` comes
 * when the screen answers clicks, not before. A route this remote has no screen for draws nothing
 * (the shell mounts a remote only for its routes).
 */
export function RouteScreens({ screens }: { screens: Partial<Record<string, ComponentType>> }) {
  const route = useRoute();
  const Screen = screens[route.route];
  if (!Screen) return <ScreenShown />;
  return (
    <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
      <Screen />
      <ScreenShown />
    </Suspense>
  );
}

import { useRoute } from '@archive/ui';
import './styles/content.css';
import { Suspense } from 'react';
import { screens } from './screens';

/**
 * Root of mf_content: the shell mounts it while the URL names one of this remote's routes (contracts
 * route table) and keeps the current route in the shared store; this picks the screen for it.
 */
export function App() {
  const route = useRoute();
  const Screen = screens[route.route as keyof typeof screens];
  if (!Screen) return null;
  return (
    <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
      <Screen />
    </Suspense>
  );
}

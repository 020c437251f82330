import { RouteScreens } from '@archive/ui';
import './styles/content.css';
import { screens } from './screens';

/**
 * Root of mf_content: the shell mounts it while the URL names one of this remote's routes (contracts
 * route table) and keeps the current route in the shared store; this picks the screen for it.
 */
export function App() {
  return <RouteScreens screens={screens} />;
}

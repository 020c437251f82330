import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Full screen for the viewer's whole page (controls included, so a visitor can leave it with the
 * same button, or Escape as the browser offers). The state follows the document, not the click:
 * the browser may refuse, and Escape leaves full screen without telling the button.
 */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    // Read after mount: the server draws no button it cannot know the browser supports.
    setAvailable(
      typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled,
    );
    const sync = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void target.current?.requestFullscreen().catch(() => {});
  }, [target]);
  return { active, available, toggle };
}

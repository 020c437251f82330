import type { Locale } from '@archive/contracts/locales';
import type { ComponentType } from 'react';
import { archiveStore } from './archive-store';

/** Opens the shell's modal with a component and its props (spec: modal from shared state). */
export function openModal<P extends object>(component: ComponentType<P>, props?: P): void {
  archiveStore.setState({ modal: { component, props: props as Record<string, unknown> | undefined } });
}

export function closeModal(): void {
  archiveStore.setState({ modal: null });
}

/** The full-screen popup locks page scroll while open (the shell applies it to <html>). */
export function setPopupOpen(popupOpen: boolean): void {
  archiveStore.setState({ popupOpen });
}

export const DARK_MODE_KEY = 'oa_dark';

/** Dark mode, remembered in local storage. */
export function setDarkMode(darkMode: boolean): void {
  try {
    localStorage.setItem(DARK_MODE_KEY, darkMode ? '1' : '0');
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  archiveStore.setState({ darkMode });
}

export function readDarkMode(): boolean {
  try {
    return localStorage.getItem(DARK_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

export const currentLocale = (): Locale => archiveStore.getState().locale;

import type { Locale } from '@archive/contracts/locales';
import type { HomeSection } from '@archive/contracts/site-options';
import type { ComponentType, ReactNode } from 'react';

/**
 * The interface agreed with mf-admin for its exposed 'mf_admin/SectionsEditor' (loaded at run time
 * for managers and admins only). The editor draws the edit-mode wrapper of every section (drag,
 * move up/down, visibility switch, colour and background inputs, manage button, texts edited in
 * place) and saves the new order, settings and texts itself; this remote only says which sections
 * there are and how to draw one section's inner content.
 */
export interface SectionsEditorProps {
  /** Every home section in display order, hidden ones included. */
  sections: HomeSection[];
  /** The inner content of one section (no wrapper: the editor wraps it). */
  renderSection: (section: HomeSection) => ReactNode;
  locale: Locale;
}

/** Default export of 'mf_admin/SectionsEditor'. */
export type SectionsEditorComponent = ComponentType<SectionsEditorProps>;

export const SECTIONS_EDITOR_MODULE = 'mf_admin/SectionsEditor';

import type { CatalogueStore } from '../port';
import { demoImageRecordId, ensureDemoImage, isDemoImageFile } from './images';

const TABLES = ['ca_objects', 'objects'] as const;

/**
 * Draws a demo picture only when a catalogue record names it: a name is enough to draw (the picture
 * comes from it), so without this check anyone could make the server draw and store pictures for
 * ids without end. The pictures a catalogue can ask for are bounded by the catalogue itself. The
 * older shared set (twelve pictures in three sizes) is bounded already and drawn without a lookup.
 */
export function demoPictureDrawer(
  dir: string,
  store: () => CatalogueStore | undefined,
): (file: string) => Promise<boolean> {
  return async (file) => {
    if (!isDemoImageFile(file)) return false;
    const id = demoImageRecordId(file);
    if (id === undefined) return ensureDemoImage(dir, file);
    const catalogue = store();
    if (!catalogue) return false;
    for (const table of TABLES) {
      const found = await catalogue.record('it', table, id).catch(() => null);
      const named = found?.record.representations?.some((r) =>
        Object.values(r.url ?? {}).some((u) => typeof u === 'string' && u.endsWith(`/${file}`)),
      );
      if (named) return ensureDemoImage(dir, file);
    }
    return false;
  };
}

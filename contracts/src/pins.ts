import type { RecordTable } from './routes';

/** A record the user pinned (spec section 4: pin toggle); `pinSchema` in auth.ts checks it. */
export interface Pin {
  id: string;
  table: RecordTable;
}

/** Adds the pin when absent, removes it when present; ids compare as strings. */
export const togglePin = (pins: readonly Pin[], pin: { id: string | number; table: Pin['table'] }): Pin[] => {
  const id = String(pin.id);
  const has = pins.some((p) => p.id === id && p.table === pin.table);
  return has
    ? pins.filter((p) => !(p.id === id && p.table === pin.table))
    : [...pins, { id, table: pin.table }];
};

export const isPinned = (pins: readonly Pin[], table: string, id: string | number): boolean =>
  pins.some((p) => p.table === table && p.id === String(id));

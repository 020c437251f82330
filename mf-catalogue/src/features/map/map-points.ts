/** A place on the map: a filtro whose path begins with /place/ and that has coordinates. */
export interface MapPoint {
  id: string;
  name: string;
  path: string;
  cord: [number, number];
  count: number;
}

const valid = ([lat, lon]: readonly number[]) =>
  Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat ?? 99) <= 90 && Math.abs(lon ?? 999) <= 180;

/** Only /place/ points with usable coordinates (spec section 4), one per id. */
export function mappablePoints(
  points: readonly {
    id: string;
    name: string;
    path: string;
    cord?: readonly number[] | undefined;
    count?: number;
  }[],
): MapPoint[] {
  const seen = new Set<string>();
  const out: MapPoint[] = [];
  for (const p of points) {
    if (!p.path.startsWith('/place/') || !p.cord || p.cord.length !== 2 || !valid(p.cord) || seen.has(p.id))
      continue;
    seen.add(p.id);
    out.push({ id: p.id, name: p.name, path: p.path, cord: [p.cord[0]!, p.cord[1]!], count: p.count ?? 1 });
  }
  return out;
}

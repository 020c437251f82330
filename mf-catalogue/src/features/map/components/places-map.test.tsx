import { fakeIntersectionObserver } from '@archive/ui/testing';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setPage } from '../../../lib/test-utils';
import type { MapPoint } from '../map-points';
import { PlacesMap } from './places-map';

// The Leaflet module is replaced by a marker list; `imported` tells whether the page asked for it.
const leaflet = vi.hoisted(() => ({ imported: false }));
vi.mock('./leaflet-map', () => {
  leaflet.imported = true;
  return {
    default: ({ points, label }: { points: MapPoint[]; label: string }) => (
      // biome-ignore lint/a11y/useSemanticElements: stands in for Leaflet's plain div
      <div role="region" aria-label={label}>
        {points.map((p) => p.name).join(', ')}
      </div>
    ),
  };
});

const points: MapPoint[] = [
  { id: 'p1', name: 'Roma', path: '/place/italia/roma', cord: [41.9, 12.5], count: 3 },
  { id: 'p2', name: 'Torino', path: '/place/italia/torino', cord: [45.07, 7.69], count: 1 },
];

/** As MapTeaser does: no places (nothing drawn) until the answer arrives. */
function PlacesLater({ points: arriving }: { points: MapPoint[] }) {
  const [shown, setShown] = useState<MapPoint[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setShown(arriving), 10);
    return () => clearTimeout(timer);
  }, [arriving]);
  return <PlacesMap points={shown} showList={false} />;
}

afterEach(() => {
  leaflet.imported = false;
});

describe('places map', () => {
  it('downloads the map library only when the map comes into view', async () => {
    setPage('/');
    const viewport = fakeIntersectionObserver();
    renderWithProviders(<PlacesMap points={points} showList={false} />);
    expect(screen.getByRole('heading', { name: 'Mappa dei luoghi' })).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(leaflet.imported).toBe(false);
    expect(screen.queryByRole('region', { name: /Mappa interattiva/ })).toBeNull();

    viewport.enter();
    expect(await screen.findByRole('region', { name: 'Mappa interattiva: 2 luoghi' })).toBeTruthy();
    expect(leaflet.imported).toBe(true);
  });

  it('watches the map once its places arrive after the first render', async () => {
    setPage('/');
    const viewport = fakeIntersectionObserver();
    renderWithProviders(<PlacesLater points={points} />);
    expect(screen.queryByRole('heading', { name: 'Mappa dei luoghi' })).toBeNull();
    await screen.findByRole('heading', { name: 'Mappa dei luoghi' });
    viewport.enter();
    expect(await screen.findByRole('region', { name: 'Mappa interattiva: 2 luoghi' })).toBeTruthy();
  });

  it('lists the places as links to a search filtered by each place', async () => {
    setPage('/en/');
    fakeIntersectionObserver();
    renderWithProviders(<PlacesMap points={points} />);
    const roma = await screen.findByRole('link', { name: 'Roma' });
    expect(new URL(roma.getAttribute('href') ?? '', 'http://x').searchParams.getAll('filtro')).toEqual([
      'common|p1|Roma|/place/italia/roma',
    ]);
    expect(roma.getAttribute('href')?.startsWith('/en/search?')).toBe(true);
  });

  it('explains what the numbers on the map count (issue 26)', async () => {
    setPage('/en/');
    fakeIntersectionObserver();
    renderWithProviders(<PlacesMap points={points} showList={false} />);
    expect(
      await screen.findByText(
        'The number on a marker counts the place’s records; on a coloured circle, the nearby places it groups.',
      ),
    ).toBeTruthy();
  });
});

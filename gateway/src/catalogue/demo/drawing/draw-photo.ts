import { r2, type Seeded } from './seeded';

/**
 * An old photograph of a town, as an SVG in a 1000-unit-wide box: a graded sky, two ranges of
 * hills fading with distance (paler the further), a row of buildings with roofs, windows and
 * a bell tower, a street or river in front, all in the greys of a print; the caller tones it sepia,
 * adds grain and mounts it on card. Tonal depth comes from the layers' values, near dark and far pale.
 */
export function photoSvg(rnd: Seeded, height: number): string {
  const w = 1000;
  const h = height;
  const horizon = h * rnd.range(0.45, 0.6);
  const ridge = (base: number, amp: number, steps: number) => {
    let d = `M0 ${r2(h)} L0 ${r2(base)}`;
    for (let i = 1; i <= steps; i++)
      d += ` Q${r2((i - 0.5) * (w / steps))} ${r2(base - rnd.range(0, amp))} ${r2(i * (w / steps))} ${r2(base - rnd.range(0, amp * 0.6))}`;
    return `${d} L${w} ${r2(h)} Z`;
  };
  const buildings: string[] = [];
  let x = -rnd.range(0, 40);
  while (x < w) {
    const bw = rnd.range(50, 130);
    const bh = rnd.range(60, 200);
    const top = horizon + 40 - bh;
    const tone = Math.round(rnd.range(70, 120));
    buildings.push(
      `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(bh + h)}" fill="rgb(${tone},${tone},${tone})"/>`,
    );
    if (rnd.next() < 0.6)
      buildings.push(
        `<path d="M${r2(x - 4)} ${r2(top)} L${r2(x + bw / 2)} ${r2(top - rnd.range(15, 45))} L${r2(x + bw + 4)} ${r2(top)} Z" fill="rgb(${tone - 25},${tone - 25},${tone - 25})"/>`,
      );
    // Windows: rows of darker openings, some lit by the sky (paler).
    for (let wy = top + 14; wy < horizon + 20; wy += rnd.range(24, 32))
      for (let wx = x + 8; wx < x + bw - 14; wx += rnd.range(18, 26)) {
        const v = rnd.next() < 0.15 ? tone + 60 : tone - 45;
        buildings.push(
          `<rect x="${r2(wx)}" y="${r2(wy)}" width="7" height="12" fill="rgb(${v},${v},${v})"/>`,
        );
      }
    x += bw + rnd.range(-8, 6);
  }
  const towerX = rnd.range(150, 850);
  const tower = `<rect x="${r2(towerX)}" y="${r2(horizon - 220)}" width="46" height="${r2(h)}" fill="#4d4d4d"/><path d="M${r2(towerX - 6)} ${r2(horizon - 220)} L${r2(towerX + 23)} ${r2(horizon - 300)} L${r2(towerX + 52)} ${r2(horizon - 220)} Z" fill="#3a3a3a"/><rect x="${r2(towerX + 15)}" y="${r2(horizon - 200)}" width="16" height="26" fill="#262626"/>`;
  const water = rnd.next() < 0.5;
  const front = water
    ? `<rect x="0" y="${r2(horizon + 40)}" width="${w}" height="${r2(h)}" fill="url(#water)"/>${Array.from(
        { length: 120 },
        () => {
          const rx = rnd.range(0, w);
          const ry = rnd.range(horizon + 50, h);
          return `<line x1="${r2(rx)}" y1="${r2(ry)}" x2="${r2(rx + rnd.range(20, 90))}" y2="${r2(ry)}" stroke="#e0e0e0" stroke-width="2" opacity="0.3"/>`;
        },
      ).join('')}`
    : `<path d="M0 ${r2(h)} L${r2(w * 0.42)} ${r2(horizon + 40)} L${r2(w * 0.58)} ${r2(horizon + 40)} L${w} ${r2(h)} Z" fill="#8c8c8c"/><path d="M0 ${r2(horizon + 40)} L${w} ${r2(horizon + 40)} L${w} ${r2(h)} L0 ${r2(h)} Z" fill="#5a5a5a" opacity="0.5"/>`;
  const figures = Array.from({ length: water ? 0 : rnd.int(2, 7) }, () => {
    const fx = rnd.range(100, 900);
    const fy = rnd.range(horizon + 80, h - 40);
    const s = ((fy - horizon) / (h - horizon)) * 1.6 + 0.4;
    return `<g fill="#262626"><circle cx="${r2(fx)}" cy="${r2(fy - 34 * s)}" r="${r2(5 * s)}"/><rect x="${r2(fx - 6 * s)}" y="${r2(fy - 29 * s)}" width="${r2(12 * s)}" height="${r2(30 * s)}" rx="${r2(4 * s)}"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${r2(h)}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9a9a9a"/><stop offset="1" stop-color="#e6e6e6"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b5b5b5"/><stop offset="1" stop-color="#3c3c3c"/></linearGradient>
<radialGradient id="vignette" cx="50%" cy="50%" r="70%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.55"/></radialGradient>
</defs>
<rect width="${w}" height="${r2(h)}" fill="url(#sky)"/>
<path d="${ridge(horizon - 40, 120, 6)}" fill="#c9c9c9" opacity="0.85"/>
<path d="${ridge(horizon, 80, 9)}" fill="#a3a3a3"/>
${tower}${buildings.join('')}${front}${figures}
<rect width="${w}" height="${r2(h)}" fill="url(#vignette)"/>
</svg>`;
}

import { r2, type Seeded } from './seeded';

/**
 * A hand-coloured topographic map, as an SVG in a 1000-unit-wide box: a graticule and a double
 * neat line, a coast with the sea hatched along it, rivers, roads between towns, hills as hachure
 * strokes, town blocks with names in italic serif, a compass rose, a scale bar and a title
 * cartouche. Town names are the demo's own places (the caller passes them).
 */
export function mapSvg(rnd: Seeded, height: number, names: readonly string[]): string {
  const w = 1000;
  const h = height;
  const paper = rnd.pick(['#efe4c9', '#ece0c0', '#f1e7d0']);
  const coastX = rnd.range(0.6, 0.8) * w;
  let coast = `M${r2(coastX)} 0`;
  const pts: [number, number][] = [];
  for (let y = 0; y <= h; y += h / 14) {
    const px = coastX + rnd.range(-90, 90);
    pts.push([px, y]);
    coast += ` L${r2(px)} ${r2(y)}`;
  }
  const sea = `${coast} L${w} ${r2(h)} L${w} 0 Z`;
  const hatch = [1, 2, 3, 4]
    .map(
      (k) =>
        `<path d="${pts.map(([px, py], i) => `${i ? 'L' : 'M'}${r2(px + k * 9)} ${r2(py)}`).join(' ')}" fill="none" stroke="#52718a" stroke-width="1.2" opacity="${r2(0.5 - k * 0.1)}"/>`,
    )
    .join('');
  const towns = Array.from(
    { length: rnd.int(5, 8) },
    () => [rnd.range(90, coastX - 60), rnd.range(110, h - 160)] as const,
  );
  const roads = towns
    .slice(1)
    .map(([tx, ty], i) => {
      const [fx, fy] = towns[i] as readonly [number, number];
      return `<path d="M${r2(fx)} ${r2(fy)} Q${r2((fx + tx) / 2 + rnd.range(-60, 60))} ${r2((fy + ty) / 2 + rnd.range(-60, 60))} ${r2(tx)} ${r2(ty)}" fill="none" stroke="#7b3f22" stroke-width="3" stroke-dasharray="10 4"/>`;
    })
    .join('');
  const rivers = Array.from({ length: rnd.int(1, 3) }, () => {
    let rx = rnd.range(40, coastX - 200);
    let ry = rnd.range(0, h * 0.3);
    let d = `M${r2(rx)} ${r2(ry)}`;
    while (rx < coastX) {
      const nx = rx + rnd.range(40, 90);
      const ny = ry + rnd.range(-20, 70);
      d += ` Q${r2(rx + rnd.range(-30, 30))} ${r2(ny + rnd.range(-40, 40))} ${r2(nx)} ${r2(ny)}`;
      rx = nx;
      ry = Math.min(h - 40, ny);
    }
    return `<path d="${d}" fill="none" stroke="#3f6f94" stroke-width="3.5"/>`;
  }).join('');
  const hills = Array.from({ length: rnd.int(8, 16) }, () => {
    const hx = rnd.range(60, coastX - 80);
    const hy = rnd.range(80, h - 80);
    const rad = rnd.range(18, 40);
    return Array.from({ length: 14 }, (_, k) => {
      const a = (k / 14) * Math.PI * 2;
      return `<line x1="${r2(hx + Math.cos(a) * rad * 0.5)}" y1="${r2(hy + Math.sin(a) * rad * 0.5)}" x2="${r2(hx + Math.cos(a) * rad)}" y2="${r2(hy + Math.sin(a) * rad)}"/>`;
    }).join('');
  }).join('');
  const townMarks = towns
    .map(([tx, ty], i) => {
      const name = names[i % Math.max(1, names.length)] ?? '';
      const blocks = Array.from(
        { length: rnd.int(3, 7) },
        () =>
          `<rect x="${r2(tx + rnd.range(-14, 10))}" y="${r2(ty + rnd.range(-14, 10))}" width="${r2(rnd.range(5, 10))}" height="${r2(rnd.range(5, 10))}"/>`,
      ).join('');
      return `<g fill="#7a2e1f">${blocks}</g><text x="${r2(tx + 18)}" y="${r2(ty - 10)}" font-family="DejaVu Serif, serif" font-style="italic" font-size="22" fill="#2e2418">${escapeXml(name)}</text>`;
    })
    .join('');
  const grid = [
    ...Array.from(
      { length: 5 },
      (_, i) => `<line x1="${r2(((i + 1) * w) / 6)}" y1="0" x2="${r2(((i + 1) * w) / 6)}" y2="${r2(h)}"/>`,
    ),
    ...Array.from(
      { length: 5 },
      (_, i) => `<line x1="0" y1="${r2(((i + 1) * h) / 6)}" x2="${w}" y2="${r2(((i + 1) * h) / 6)}"/>`,
    ),
  ].join('');
  const cx = coastX + 120 > w - 80 ? w - 110 : coastX + 120;
  const cy = h - 170;
  const rose = `<g transform="translate(${r2(cx)} ${r2(cy)})" stroke="#2e2418" stroke-width="1.5"><circle r="52" fill="none"/><path d="M0 -70 L10 0 L0 70 L-10 0 Z" fill="#7a2e1f"/><path d="M-70 0 L0 10 L70 0 L0 -10 Z" fill="#efe4c9"/><text y="-78" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="20" fill="#2e2418" stroke="none">N</text></g>`;
  const title = `<g><rect x="70" y="${r2(h - 190)}" width="330" height="110" fill="${paper}" stroke="#2e2418" stroke-width="3"/><rect x="80" y="${r2(h - 180)}" width="310" height="90" fill="none" stroke="#2e2418" stroke-width="1"/><text x="235" y="${r2(h - 140)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="26" font-weight="bold" fill="#2e2418">${escapeXml(names[0] ?? '')}</text><text x="235" y="${r2(h - 108)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-style="italic" font-size="16" fill="#2e2418">1 : ${rnd.pick(['25.000', '50.000', '100.000'])}</text></g>`;
  const scale = `<g transform="translate(460 ${r2(h - 90)})" stroke="#2e2418" stroke-width="2">${[0, 1, 2, 3].map((k) => `<rect x="${k * 50}" y="0" width="50" height="8" fill="${k % 2 ? paper : '#2e2418'}"/>`).join('')}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${r2(h)}">
<defs><radialGradient id="age" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="${paper}" stop-opacity="0"/><stop offset="100%" stop-color="#7d5a30" stop-opacity="0.4"/></radialGradient></defs>
<rect width="${w}" height="${r2(h)}" fill="${paper}"/>
<path d="${sea}" fill="#b9c9c9" opacity="0.8"/>${hatch}
<g stroke="#6d5a3e" stroke-width="0.8" opacity="0.35">${grid}</g>
<g stroke="#6b5132" stroke-width="1.6" opacity="0.7">${hills}</g>
${rivers}${roads}${townMarks}${rose}${title}${scale}
<rect x="22" y="22" width="${w - 44}" height="${r2(h - 44)}" fill="none" stroke="#2e2418" stroke-width="5"/>
<rect x="34" y="34" width="${w - 68}" height="${r2(h - 68)}" fill="none" stroke="#2e2418" stroke-width="1.5"/>
<rect width="${w}" height="${r2(h)}" fill="url(#age)"/>
</svg>`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

import { r2, type Seeded } from './seeded';

/**
 * A handwritten letter on aged paper, as an SVG in a 1000-unit-wide box (the caller renders it at
 * any pixel size): foxing and a tide-mark stain, two fold lines, a date line, a salutation and lines
 * of cursive strokes of word-like lengths (loops and joins drawn as Bezier curves with a slant), a
 * signature, sometimes a stamp. No real words: it reads as handwriting at a glance and when zoomed.
 */
export function letterSvg(rnd: Seeded, height: number): string {
  const w = 1000;
  const h = height;
  const paper = rnd.pick(['#efe3c8', '#eadcbf', '#f2e8d2', '#e8d9b5']);
  const ink = rnd.pick(['#2b2118', '#1f2a44', '#3a2417', '#2e2a26']);
  const slant = rnd.range(0.15, 0.35);
  const lineGap = rnd.range(34, 44);
  const margin = rnd.range(80, 120);
  const parts: string[] = [];
  // Writing: word by word, a wavy baseline, letters as loops of varying height.
  const word = (x: number, y: number, letters: number, size: number) => {
    let d = `M${r2(x)} ${r2(y)}`;
    let cx = x;
    for (let i = 0; i < letters; i++) {
      const tall = rnd.next() < 0.18 ? rnd.range(1.8, 2.6) : 1;
      const deep = rnd.next() < 0.1 ? rnd.range(1.2, 2) : 0;
      const wLetter = size * rnd.range(0.55, 0.95);
      const top = y - size * tall;
      const skew = size * tall * slant;
      d += ` C${r2(cx + wLetter * 0.1 + skew)} ${r2(top)} ${r2(cx + wLetter * 0.6 + skew)} ${r2(top)} ${r2(cx + wLetter * 0.45)} ${r2(y)}`;
      if (deep)
        d += ` C${r2(cx + wLetter * 0.4 - skew * 0.3)} ${r2(y + size * deep)} ${r2(cx + wLetter * 0.7)} ${r2(y + size * deep)} ${r2(cx + wLetter * 0.8)} ${r2(y)}`;
      cx += wLetter;
      d += ` Q${r2(cx - wLetter * 0.2)} ${r2(y + size * 0.15)} ${r2(cx)} ${r2(y - size * 0.05)}`;
    }
    parts.push(`<path d="${d}"/>`);
    return cx;
  };
  const size = lineGap * 0.32;
  let y = margin + 40;
  // Date line, right-aligned.
  let x = w - margin - 260;
  for (const n of [3, 2, 5, 4]) x = word(x, y, n, size) + size * 1.2;
  y += lineGap * 2;
  // Salutation.
  word(margin, y, rnd.int(5, 9), size);
  y += lineGap * 1.5;
  const bottom = h - margin - lineGap * 4;
  let first = true;
  while (y < bottom) {
    x = margin + (first ? rnd.range(40, 70) : 0);
    first = false;
    const end = w - margin - rnd.range(0, 40);
    while (x < end - size * 3) {
      const letters = rnd.int(2, 9);
      if (x + letters * size * 0.8 > end) break;
      x = word(x, y + rnd.range(-2, 2), letters, size) + size * rnd.range(0.9, 1.6);
    }
    // A paragraph ends now and then with a short line.
    if (rnd.next() < 0.12) {
      y += lineGap;
      first = true;
    }
    y += lineGap;
  }
  // Closing and signature: larger, more slanted, with an underline flourish.
  word(w - margin - 320, bottom + lineGap * 1.2, rnd.int(6, 9), size);
  const sx = w - margin - 360;
  const sy = bottom + lineGap * 2.9;
  word(sx, sy, rnd.int(7, 11), size * 1.6);
  const flourish = `<path d="M${r2(sx)} ${r2(sy + 18)} C${r2(sx + 120)} ${r2(sy + 40)} ${r2(sx + 260)} ${r2(sy + 5)} ${r2(sx + 330)} ${r2(sy + 22)}" stroke-width="3"/>`;
  const stains = Array.from({ length: rnd.int(6, 14) }, () => {
    const r = rnd.range(4, 26);
    return `<circle cx="${r2(rnd.range(0, w))}" cy="${r2(rnd.range(0, h))}" r="${r2(r)}" fill="#8a5a2b" opacity="${r2(rnd.range(0.05, 0.16))}"/>`;
  }).join('');
  const tide = `<ellipse cx="${r2(rnd.range(150, 850))}" cy="${r2(rnd.range(150, h - 150))}" rx="${r2(rnd.range(90, 180))}" ry="${r2(rnd.range(70, 150))}" fill="none" stroke="#9b6b3a" stroke-width="6" opacity="0.12"/>`;
  const stamp =
    rnd.next() < 0.5
      ? `<g opacity="0.55" transform="rotate(${r2(rnd.range(-18, 18))} 820 ${r2(margin + 150)})"><circle cx="820" cy="${r2(margin + 150)}" r="58" fill="none" stroke="#7a1f2b" stroke-width="5"/><circle cx="820" cy="${r2(margin + 150)}" r="44" fill="none" stroke="#7a1f2b" stroke-width="2"/></g>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${r2(h)}">
<defs><radialGradient id="age" cx="50%" cy="45%" r="75%"><stop offset="60%" stop-color="${paper}" stop-opacity="0"/><stop offset="100%" stop-color="#8b6a3e" stop-opacity="0.45"/></radialGradient></defs>
<rect width="${w}" height="${r2(h)}" fill="${paper}"/>
<line x1="0" y1="${r2(h / 3)}" x2="${w}" y2="${r2(h / 3 + rnd.range(-6, 6))}" stroke="#a88f66" stroke-width="2" opacity="0.45"/>
<line x1="0" y1="${r2((2 * h) / 3)}" x2="${w}" y2="${r2((2 * h) / 3 + rnd.range(-6, 6))}" stroke="#a88f66" stroke-width="2" opacity="0.45"/>
${stains}${tide}
<g fill="none" stroke="${ink}" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round" opacity="0.88">${parts.join('')}${flourish}</g>
${stamp}
<rect width="${w}" height="${r2(h)}" fill="url(#age)"/>
</svg>`;
}

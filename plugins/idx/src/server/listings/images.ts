/** Palette pairs (sky, house) for the generated photos. */
const PALETTES = [
  ['#dbeafe', '#2563eb'],
  ['#fef3c7', '#d97706'],
  ['#dcfce7', '#16a34a'],
  ['#fce7f3', '#db2777'],
  ['#ede9fe', '#7c3aed'],
  ['#e0f2fe', '#0f766e'],
];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}

const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A listing photo drawn locally (no image service, no network): a house whose colours, size and
 * windows come from the media key, so one key is always the same picture.
 */
export function listingSvg(mediaKey: string): string {
  const h = hash(mediaKey);
  const [sky, wall] = PALETTES[h % PALETTES.length] as [string, string];
  const w = 180 + (h % 5) * 12;
  const x = (400 - w) / 2;
  const windows = 2 + ((h >> 4) % 3);
  const win = Array.from({ length: windows }, (_, i) => {
    const wx = x + 18 + (i * (w - 36)) / windows;
    return `<rect x="${wx.toFixed(1)}" y="170" width="26" height="26" fill="#fff" opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(mediaKey)}">
<rect width="400" height="300" fill="${sky}"/>
<rect y="240" width="400" height="60" fill="#86efac"/>
<polygon points="${x - 15},140 200,${70 + (h % 20)} ${x + w + 15},140" fill="#374151"/>
<rect x="${x}" y="140" width="${w}" height="100" fill="${wall}"/>
${win}
<rect x="188" y="200" width="24" height="40" fill="#1f2937"/>
</svg>`;
}

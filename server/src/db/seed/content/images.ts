// Small SVG images for the demo content: partner and press logos with their name, illustrated portraits,
// blog and report illustrations, and video posters. Each has a fixed size, stored beside its key.
export interface SvgImage {
  svg: string;
  width: number;
  height: number;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const FONT = "font-family='Segoe UI,Roboto,Helvetica,Arial,sans-serif'";

/** A wordmark: a coloured mark with the initials and the name beside it. */
export function logoSvg(name: string, color: string, width = 240, height = 96): SvgImage {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const words = name.split(' ');
  // The name on one, two or three lines, whichever lets it be largest; a line never runs past the mark's right
  // edge, whatever font draws it (textLength squeezes a line that would), so the name stays whole and legible.
  const room = width - 84 - 12;
  const layouts = [1, 2, 3].filter((n) => n <= words.length).map((n) => {
    const per = Math.ceil(words.length / n);
    const lines = Array.from({ length: n }, (_, i) => words.slice(i * per, (i + 1) * per).join(' ')).filter(Boolean);
    const longest = Math.max(...lines.map((l) => l.length));
    const size = Math.max(14, Math.min(26, Math.floor(room / (longest * 0.62)), Math.floor((height - 16) / (lines.length * 1.15))));
    return { lines, size };
  });
  const { lines, size } = layouts.reduce((best, layout) => (layout.size > best.size ? layout : best));
  const text = lines
    .map((line, i) => {
      const fit = line.length * size * 0.62 > room ? ` textLength='${room}' lengthAdjust='spacingAndGlyphs'` : '';
      return `<text x='84' y='${height / 2 + (i - (lines.length - 1) / 2) * Math.round(size * 1.12) + size / 3}' font-size='${size}' font-weight='700' fill='#1f2933'${fit} ${FONT}>${escapeXml(line)}</text>`;
    })
    .join('');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>` +
    `<rect width='${width}' height='${height}' rx='12' fill='#fff'/>` +
    `<rect x='16' y='${height / 2 - 26}' width='52' height='52' rx='14' fill='${color}'/>` +
    `<text x='42' y='${height / 2 + 7}' text-anchor='middle' font-size='20' font-weight='700' fill='#fff' ${FONT}>${escapeXml(initials || name[0])}</text>` +
    `${text}</svg>`;
  return { svg, width, height };
}

const skinTones = ['#f1c7a3', '#d9a47c', '#c68863', '#a86d4b', '#8a5a3b'];
const hairColours = ['#1b1b1b', '#2e1f16', '#4a3020', '#6b6b6b'];

/** A simple illustrated head-and-shoulders avatar; `variant` picks skin, hair and hairstyle. */
export function portraitSvg(background: string, clothes: string, variant: number, style: 'short' | 'long' | 'scarf' = 'short', size = 256): SvgImage {
  const skin = skinTones[variant % skinTones.length];
  const hair = hairColours[variant % hairColours.length];
  const hairShape =
    style === 'long'
      ? `<path d='M78 118c0-44 22-70 50-70s50 26 50 70v70h-18v-60h-64v60H78z' fill='${hair}'/>`
      : style === 'scarf'
        ? `<path d='M72 126c0-48 24-78 56-78s56 30 56 78v64c-10 8-20 12-30 12v-72H102v72c-10 0-20-4-30-12z' fill='${clothes}' opacity='.85'/>`
        : `<path d='M84 112c0-36 18-58 44-58s44 22 44 58c-8-18-22-26-44-26s-36 8-44 26z' fill='${hair}'/>`;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 256 256'>` +
    `<rect width='256' height='256' fill='${background}'/>` +
    `<path d='M40 256c4-50 40-78 88-78s84 28 88 78z' fill='${clothes}'/>` +
    `<rect x='112' y='150' width='32' height='34' rx='10' fill='${skin}'/>` +
    `${style === 'long' ? hairShape : ''}` +
    `<ellipse cx='128' cy='118' rx='40' ry='46' fill='${skin}'/>` +
    `${style === 'long' ? `<path d='M88 110c4-30 20-46 40-46s36 16 40 46c-14-14-28-20-40-20s-26 6-40 20z' fill='${hair}'/>` : hairShape}` +
    `<circle cx='113' cy='120' r='4' fill='#2b2b2b'/><circle cx='143' cy='120' r='4' fill='#2b2b2b'/>` +
    `<path d='M116 140q12 9 24 0' stroke='#7a3e2b' stroke-width='4' fill='none' stroke-linecap='round'/></svg>`;
  return { svg, width: size, height: size };
}

/** A wide illustration for blogs, press releases and reports: a scene with a laptop, charts and a caption band. */
export function illustrationSvg(label: string, palette: [string, string, string], variant = 0, width = 1200, height = 630): SvgImage {
  const [dark, mid, light] = palette;
  const shapes = [
    `<circle cx='1010' cy='140' r='150' fill='${mid}' opacity='.35'/><circle cx='180' cy='520' r='210' fill='${light}' opacity='.25'/>`,
    `<path d='M0 470 C300 380 520 560 820 450 S1140 360 1200 400 V630 H0z' fill='${mid}' opacity='.4'/>`,
    `<rect x='860' y='60' width='260' height='260' rx='40' fill='${light}' opacity='.25' transform='rotate(12 990 190)'/>`,
  ][variant % 3];
  const bars = [120, 180, 90, 220, 160]
    .map((h, i) => `<rect x='${780 + i * 56}' y='${470 - h}' width='36' height='${h}' rx='6' fill='${i % 2 ? light : '#ffffff'}' opacity='.9'/>`)
    .join('');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 1200 630'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${dark}'/><stop offset='1' stop-color='${mid}'/></linearGradient></defs>` +
    `<rect width='1200' height='630' fill='url(#g)'/>${shapes}` +
    `<rect x='150' y='170' width='460' height='290' rx='18' fill='#0f172a'/><rect x='170' y='190' width='420' height='250' rx='8' fill='${light}'/>` +
    `<rect x='110' y='460' width='540' height='26' rx='13' fill='#1e293b'/>` +
    `<rect x='200' y='220' width='200' height='18' rx='9' fill='#fff'/><rect x='200' y='256' width='320' height='12' rx='6' fill='#fff' opacity='.7'/>` +
    `<rect x='200' y='280' width='280' height='12' rx='6' fill='#fff' opacity='.7'/><circle cx='520' cy='380' r='34' fill='${dark}' opacity='.8'/>` +
    `${bars}<rect x='0' y='560' width='1200' height='70' fill='#000' opacity='.25'/>` +
    `<text x='60' y='606' font-size='30' font-weight='600' fill='#fff' ${FONT}>${escapeXml(label)}</text></svg>`;
  return { svg, width, height };
}

/** A 16:9 poster for a highlight video: the speaker's portrait, name and a play mark. */
export function posterSvg(name: string, organisation: string, palette: [string, string], variant: number): SvgImage {
  const [dark, light] = palette;
  const skin = skinTones[variant % skinTones.length];
  const hair = hairColours[variant % hairColours.length];
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360'>` +
    `<rect width='640' height='360' fill='${dark}'/><circle cx='470' cy='180' r='150' fill='${light}' opacity='.3'/>` +
    `<path d='M360 360c6-70 52-104 110-104s104 34 110 104z' fill='${light}'/><ellipse cx='470' cy='170' rx='52' ry='60' fill='${skin}'/>` +
    `<path d='M418 160c0-46 24-70 52-70s52 24 52 70c-10-22-28-32-52-32s-42 10-52 32z' fill='${hair}'/>` +
    `<text x='40' y='270' font-size='30' font-weight='700' fill='#fff' ${FONT}>${escapeXml(name)}</text>` +
    `<text x='40' y='306' font-size='20' fill='#fff' opacity='.85' ${FONT}>${escapeXml(organisation)}</text></svg>`;
  return { svg, width: 640, height: 360 };
}

// Small SVG images for the demo content: partner and press logos with their name, monogram portraits,
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

/** A person's initials as a monogram shows them: the first letters of the first and last name, titles left out. */
export const initialsOf = (name: string) => {
  const words = name.replace(/^(Dr|Mr|Ms|Mrs|Prof|Engr)\.?\s+/i, '').split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase();
};

const SERIF = "font-family='Georgia,Cambria,DejaVu Serif,serif'";

/**
 * The portrait a person has until their photograph is sent: their initials set in a ring on a tint of their
 * colour, with a quiet pattern, as an association's site shows someone whose photo is still to come.
 */
export function portraitSvg(name: string, light: string, dark: string, size = 256): SvgImage {
  const id = `p${initialsOf(name)}${dark.slice(1)}`;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 256 256'>` +
    `<defs><linearGradient id='${id}' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${light}'/><stop offset='1' stop-color='${dark}' stop-opacity='.28'/></linearGradient></defs>` +
    `<rect width='256' height='256' fill='${light}'/><rect width='256' height='256' fill='url(#${id})'/>` +
    Array.from({ length: 5 }, (_, i) => `<circle cx='128' cy='128' r='${96 + i * 22}' fill='none' stroke='${dark}' stroke-opacity='${0.1 - i * 0.015}' stroke-width='1.5'/>`).join('') +
    `<circle cx='128' cy='128' r='74' fill='#fff' fill-opacity='.8'/><circle cx='128' cy='128' r='74' fill='none' stroke='${dark}' stroke-width='3'/>` +
    `<text x='128' y='148' text-anchor='middle' font-size='58' letter-spacing='2' fill='${dark}' ${SERIF}>${escapeXml(initialsOf(name))}</text></svg>`;
  return { svg, width: size, height: size };
}

type Scene = (c: { dark: string; mid: string; light: string }) => string;

/** The picture's subject, drawn over the background: each kind of story gets its own. */
const scenes: Record<string, Scene> = {
  laptop: ({ dark, light }) =>
    `<rect x='150' y='170' width='460' height='290' rx='18' fill='#0f172a'/><rect x='170' y='190' width='420' height='250' rx='8' fill='${light}'/>` +
    `<rect x='110' y='460' width='540' height='26' rx='13' fill='#1e293b'/>` +
    `<rect x='200' y='220' width='200' height='18' rx='9' fill='#fff'/><rect x='200' y='256' width='320' height='12' rx='6' fill='#fff' opacity='.7'/>` +
    `<rect x='200' y='280' width='280' height='12' rx='6' fill='#fff' opacity='.7'/><circle cx='520' cy='380' r='34' fill='${dark}' opacity='.8'/>` +
    [120, 180, 90, 220, 160].map((h, i) => `<rect x='${780 + i * 56}' y='${470 - h}' width='36' height='${h}' rx='6' fill='${i % 2 ? light : '#ffffff'}' opacity='.9'/>`).join(''),
  payments: ({ dark, light }) =>
    `<rect x='250' y='90' width='240' height='430' rx='34' fill='#0f172a'/><rect x='266' y='120' width='208' height='370' rx='18' fill='${light}'/>` +
    `<circle cx='370' cy='230' r='56' fill='#fff'/><path d='M346 232l16 16 32-36' stroke='${dark}' stroke-width='12' fill='none' stroke-linecap='round' stroke-linejoin='round'/>` +
    `<rect x='300' y='320' width='140' height='16' rx='8' fill='#fff'/><rect x='320' y='350' width='100' height='12' rx='6' fill='#fff' opacity='.7'/>` +
    `<g transform='rotate(-8 800 300)'><rect x='640' y='200' width='330' height='200' rx='22' fill='#fff'/><rect x='640' y='245' width='330' height='36' fill='${dark}'/>` +
    `<rect x='670' y='320' width='120' height='18' rx='9' fill='${light}'/><circle cx='900' cy='350' r='24' fill='${light}'/><circle cx='930' cy='350' r='24' fill='${dark}' opacity='.7'/></g>` +
    `<path d='M540 470h260' stroke='#fff' stroke-width='10' stroke-linecap='round'/><path d='M780 448l26 22-26 22' stroke='#fff' stroke-width='10' fill='none' stroke-linecap='round'/>` +
    [0, 1, 2].map((i) => `<circle cx='${1000 + i * 36}' cy='${470 - i * 18}' r='30' fill='#f5c542' stroke='#b8860b' stroke-width='5'/>`).join(''),
  mountains: ({ dark, light }) =>
    `<circle cx='930' cy='150' r='70' fill='#ffe9a8' opacity='.9'/>` +
    `<path d='M0 560 L260 230 L420 420 L610 160 L860 470 L1000 320 L1200 560z' fill='${dark}' opacity='.85'/>` +
    `<path d='M260 230 L310 294 L280 280 L240 300z M610 160 L680 250 L640 236 L590 262 L560 224z' fill='#fff'/>` +
    `<path d='M0 560 L180 420 L360 500 L560 380 L800 520 L1200 430 V560z' fill='${light}' opacity='.55'/>` +
    `<rect x='470' y='400' width='240' height='150' rx='12' fill='#0f172a'/><rect x='484' y='414' width='212' height='122' rx='6' fill='${light}'/>` +
    [0, 1, 2].map((i) => `<path d='M${590 - 30 - i * 24} ${380 - i * 22} q${30 + i * 24} ${-26 - i * 18} ${60 + i * 48} 0' stroke='#fff' stroke-width='8' fill='none' stroke-linecap='round'/>`).join(''),
  stage: ({ dark, light }) =>
    `<rect x='120' y='110' width='960' height='250' rx='16' fill='#0f172a' opacity='.85'/><rect x='150' y='140' width='900' height='190' rx='10' fill='${light}' opacity='.9'/>` +
    `<rect x='250' y='190' width='420' height='26' rx='13' fill='#fff'/><rect x='250' y='236' width='300' height='16' rx='8' fill='#fff' opacity='.75'/>` +
    `<rect x='760' y='300' width='120' height='130' rx='10' fill='${dark}'/><circle cx='820' cy='270' r='30' fill='#f1c7a3'/>` +
    Array.from({ length: 3 }, (_, row) => Array.from({ length: 9 }, (_, i) => `<circle cx='${150 + i * 115 + (row % 2) * 55}' cy='${460 + row * 40}' r='${26 - row * 2}' fill='${row % 2 ? light : '#fff'}' opacity='${0.95 - row * 0.2}'/>`).join('')).join(''),
  video: ({ dark, light }) =>
    `<rect x='180' y='120' width='620' height='350' rx='20' fill='#0f172a'/><rect x='200' y='140' width='580' height='310' rx='10' fill='${light}'/>` +
    `<circle cx='490' cy='295' r='70' fill='#fff' opacity='.9'/><path d='M470 255v80l62-40z' fill='${dark}'/>` +
    `<rect x='180' y='500' width='620' height='14' rx='7' fill='#fff' opacity='.4'/><rect x='180' y='500' width='380' height='14' rx='7' fill='#fff'/>` +
    [0, 1, 2, 3].map((i) => `<rect x='${860 + (i % 2) * 150}' y='${140 + Math.floor(i / 2) * 150}' width='130' height='120' rx='12' fill='${i % 3 ? light : '#fff'}' opacity='.85'/>`).join(''),
  documents: ({ dark, light }) =>
    `<rect x='300' y='150' width='360' height='400' rx='16' fill='#fff' opacity='.55' transform='rotate(-6 480 350)'/>` +
    `<rect x='340' y='120' width='360' height='420' rx='16' fill='#fff'/>` +
    Array.from({ length: 8 }, (_, i) => `<rect x='380' y='${180 + i * 40}' width='${i % 3 === 2 ? 180 : 280}' height='14' rx='7' fill='${i === 0 ? dark : light}'/>`).join('') +
    `<g transform='rotate(35 860 330)'><rect x='840' y='150' width='40' height='300' rx='10' fill='#f5c542'/><path d='M840 450l20 50 20-50z' fill='#0f172a'/></g>`,
  gallery: ({ dark, light }) =>
    Array.from({ length: 6 }, (_, i) => `<rect x='${150 + (i % 3) * 230}' y='${110 + Math.floor(i / 3) * 220}' width='200' height='190' rx='14' fill='${i % 2 ? '#fff' : light}' opacity='.92'/>` +
      `<path d='M${170 + (i % 3) * 230} ${280 + Math.floor(i / 3) * 220} l50 -60 40 40 30 -30 60 50z' fill='${dark}' opacity='.6'/>`).join('') +
    `<circle cx='960' cy='330' r='130' fill='#fff'/>` +
    ['#e4572e', '#f5c542', '#29a36a', '#2e86de', dark].map((c, i) => `<circle cx='${960 + Math.cos(i * 1.256) * 75}' cy='${330 + Math.sin(i * 1.256) * 75}' r='26' fill='${c}'/>`).join(''),
  shop: ({ dark, light }) =>
    `<rect x='170' y='230' width='520' height='300' rx='10' fill='#fff'/>` +
    Array.from({ length: 6 }, (_, i) => `<path d='M${170 + i * 87} 160h87v70a43 43 0 0 1 -87 0z' fill='${i % 2 ? light : dark}'/>`).join('') +
    `<rect x='220' y='300' width='170' height='230' rx='8' fill='${light}'/><rect x='430' y='300' width='210' height='120' rx='8' fill='${light}' opacity='.7'/>` +
    `<circle cx='880' cy='290' r='110' fill='none' stroke='#fff' stroke-width='28'/><path d='M958 368l110 110' stroke='#fff' stroke-width='34' stroke-linecap='round'/>` +
    `<rect x='830' y='270' width='100' height='14' rx='7' fill='#fff'/><rect x='830' y='300' width='70' height='14' rx='7' fill='#fff' opacity='.7'/>`,
  report: ({ dark, light }) =>
    `<rect x='200' y='110' width='400' height='430' rx='16' fill='#fff'/>` +
    `<circle cx='400' cy='270' r='100' fill='${light}'/><path d='M400 270V170a100 100 0 0 1 95 131z' fill='${dark}'/>` +
    Array.from({ length: 4 }, (_, i) => `<rect x='250' y='${410 + i * 28}' width='${300 - i * 50}' height='12' rx='6' fill='${light}'/>`).join('') +
    [160, 240, 120, 300, 210].map((h, i) => `<rect x='${700 + i * 80}' y='${520 - h}' width='52' height='${h}' rx='8' fill='${i % 2 ? light : '#fff'}' opacity='.92'/>`).join('') +
    `<path d='M700 250 L780 200 L860 230 L940 150 L1020 170' stroke='#f5c542' stroke-width='10' fill='none' stroke-linecap='round' stroke-linejoin='round'/>`,
};

const subjects: Array<[RegExp, keyof typeof scenes]> = [
  [/translat|writ|news|content/i, 'documents'],
  [/tax|survey|report|research|study|state of|index|figures/i, 'report'],
  [/paid|pay|payment|bank|account|money|earn/i, 'payments'],
  [/gilgit|mountain|skardu|hunza|internet|connectivity|power cut/i, 'mountains'],
  [/video|film|motion|camera/i, 'video'],
  [/design|portfolio|creative|show their work/i, 'gallery'],
  [/shop|seo|search|handicraft|store|e-?commerce/i, 'shop'],
  [/fest|event|meetup|conference|chapter|union|association|national|women|community/i, 'stage'],
];

/** Which picture suits a title: its subject when the words say one, else the laptop at work. */
export const sceneFor = (topic: string) => subjects.find(([pattern]) => pattern.test(topic))?.[1] ?? 'laptop';

/**
 * A wide illustration for blogs, press releases, reports and conference banners: a background in the record's own
 * colours and a scene for its subject (payments, mountains, a stage, video, documents, a portfolio, a shop, a report,
 * or a laptop at work), chosen from `topic`, with a caption band.
 */
export function illustrationSvg(label: string, palette: [string, string, string], variant = 0, topic = label, width = 1200, height = 630): SvgImage {
  const [dark, mid, light] = palette;
  const shapes = [
    `<circle cx='1010' cy='140' r='150' fill='${mid}' opacity='.35'/><circle cx='180' cy='520' r='210' fill='${light}' opacity='.25'/>`,
    `<path d='M0 470 C300 380 520 560 820 450 S1140 360 1200 400 V630 H0z' fill='${mid}' opacity='.4'/>`,
    `<rect x='860' y='60' width='260' height='260' rx='40' fill='${light}' opacity='.25' transform='rotate(12 990 190)'/>`,
  ][variant % 3];
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 1200 630'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${dark}'/><stop offset='1' stop-color='${mid}'/></linearGradient></defs>` +
    `<rect width='1200' height='630' fill='url(#g)'/>${shapes}` +
    scenes[sceneFor(topic)]({ dark, mid, light }) +
    `<rect x='0' y='560' width='1200' height='70' fill='#000' opacity='.25'/>` +
    `<text x='60' y='606' font-size='30' font-weight='600' fill='#fff' ${FONT}>${escapeXml(label)}</text></svg>`;
  return { svg, width, height };
}

/** A 16:9 poster for a highlight video: the speaker's monogram, name and organisation. */
export function posterSvg(name: string, organisation: string, palette: [string, string]): SvgImage {
  const [dark, light] = palette;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='360' viewBox='0 0 640 360'>` +
    `<rect width='640' height='360' fill='${dark}'/>` +
    Array.from({ length: 4 }, (_, i) => `<circle cx='490' cy='150' r='${110 + i * 34}' fill='none' stroke='${light}' stroke-opacity='${0.35 - i * 0.07}' stroke-width='2'/>`).join('') +
    `<circle cx='490' cy='150' r='84' fill='${light}' fill-opacity='.95'/>` +
    `<text x='490' y='172' text-anchor='middle' font-size='62' letter-spacing='2' fill='${dark}' ${SERIF}>${escapeXml(initialsOf(name))}</text>` +
    `<text x='40' y='270' font-size='30' font-weight='700' fill='#fff' ${FONT}>${escapeXml(name)}</text>` +
    `<text x='40' y='306' font-size='20' fill='#fff' opacity='.85' ${FONT}>${escapeXml(organisation)}</text></svg>`;
  return { svg, width: 640, height: 360 };
}

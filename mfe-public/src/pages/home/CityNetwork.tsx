// The hero's picture: the association's chapters as a network across Pakistan, placed by their real longitude and
// latitude. Drawn inline (about 1 KB), so the first view needs no image request and its box never moves. A map is not
// mirrored: it is drawn left to right in Urdu too, each name in the page's language.
import { msg, t } from '@lingui/core/macro';
import { i18n } from '#i18n';

const K = 26;
const at = (lon: number, lat: number) => ({ x: Math.round((lon - 60.6) * K), y: Math.round((37.2 - lat) * K) });

const cities = [
  { name: msg`Gilgit`, ...at(74.3, 35.9), anchor: 'start' },
  { name: msg`Peshawar`, ...at(71.5, 34.0), anchor: 'end' },
  { name: msg`Islamabad`, ...at(73.05, 33.7), anchor: 'start' },
  { name: msg`Lahore`, ...at(74.35, 31.55), anchor: 'start' },
  { name: msg`Multan`, ...at(71.5, 30.2), anchor: 'end' },
  { name: msg`Quetta`, ...at(67.0, 30.2), anchor: 'end' },
  { name: msg`Hyderabad`, ...at(68.4, 25.4), anchor: 'start' },
  { name: msg`Karachi`, ...at(67.0, 24.86), anchor: 'end' },
] as const;

// Gilgit, Peshawar, Islamabad, Lahore, Multan, Quetta, Hyderabad, Karachi, by index.
const links: Array<[number, number]> = [
  [0, 2], [1, 2], [2, 3], [3, 4], [2, 4], [4, 5], [4, 6], [5, 7], [6, 7], [1, 5], [3, 6],
];

export function CityNetwork() {
  return (
    <svg viewBox="0 0 440 350" role="img" aria-label={t`Chapters across Pakistan, from Gilgit to Karachi, linked as one network`} style={{ width: '100%', height: 'auto', display: 'block', direction: 'ltr' }}>
      <g stroke="rgba(255,255,255,0.35)" strokeWidth="1.5">
        {links.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={cities[a].x} y1={cities[a].y} x2={cities[b].x} y2={cities[b].y} />
        ))}
      </g>
      {cities.map((city) => (
        <g key={city.name.id}>
          <circle cx={city.x} cy={city.y} r="14" fill="rgba(255,255,255,0.16)" />
          <circle cx={city.x} cy={city.y} r="6" fill="#ffffff" />
          <text x={city.x + (city.anchor === 'start' ? 18 : -18)} y={city.y + 5} textAnchor={city.anchor} fill="#ffffff" style={{ fontSize: 14, fontWeight: 600 }}>
            {i18n._(city.name)}
          </text>
        </g>
      ))}
    </svg>
  );
}

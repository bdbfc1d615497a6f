// The membership hero's picture: the association's member card, as a member carries it. Drawn inline (under 1 KB),
// so the first view needs no image request and its box never moves; the name and ID are a sample, not a person.
// Text sizes are styles, not attributes: the page's CSS reset would win over an SVG presentation attribute. The card
// is drawn as it is issued, in English and left to right, on Urdu pages too; its description is in the page's language.
// i18n-english: the card as it is issued.
import { t } from '@lingui/core/macro';

export function MemberCard() {
  return (
    <svg viewBox="0 0 400 252" role="img" aria-label={t`The association's member card: a member's name, member ID and plan`} style={{ width: '100%', height: 'auto', display: 'block', direction: 'ltr' }}>
      <g transform="rotate(-4 200 126)">
        <rect x="14" y="18" width="372" height="216" rx="18" fill="#0b3d2a" opacity="0.35" transform="translate(6 8)" />
        <rect x="14" y="18" width="372" height="216" rx="18" fill="#ffffff" />
        <path d="M14 36a18 18 0 0 1 18-18h336a18 18 0 0 1 18 18v38H14z" fill="#137f53" />
        <rect x="32" y="30" width="28" height="28" rx="7" fill="#ffffff" />
        <text x="46" y="50" textAnchor="middle" fill="#137f53" style={{ fontSize: 17, fontWeight: 700 }}>F</text>
        <text x="72" y="50" fill="#ffffff" style={{ fontSize: 15, fontWeight: 700 }}>Pakistan Freelancers Association</text>
        <circle cx="80" cy="140" r="38" fill="#e8f6ef" stroke="#137f53" strokeWidth="2.5" />
        <text x="80" y="152" textAnchor="middle" fill="#137f53" style={{ fontSize: 30, fontFamily: 'Georgia, serif' }}>
          AK
        </text>
        <text x="136" y="112" fill="#52606d" style={{ fontSize: 11, letterSpacing: 1.5 }}>
          MEMBER
        </text>
        <text x="136" y="134" fill="#1f2933" style={{ fontSize: 20, fontWeight: 700 }}>
          Ayesha Khan
        </text>
        <text x="136" y="160" fill="#52606d" style={{ fontSize: 11, letterSpacing: 1.5 }}>
          MEMBER ID
        </text>
        <text x="136" y="180" fill="#1f2933" style={{ fontSize: 16, fontWeight: 600, fontFamily: 'monospace' }}>
          FAP-7K3M-Q9TD
        </text>
        <rect x="290" y="190" width="78" height="26" rx="13" fill="#e8f6ef" />
        <text x="329" y="208" textAnchor="middle" fill="#137f53" style={{ fontSize: 13, fontWeight: 700 }}>
          Surge
        </text>
        <path d="M32 204h96" stroke="#cbd2d9" strokeWidth="2" />
        <text x="32" y="222" fill="#7b8794" style={{ fontSize: 10 }}>
          Valid for one year
        </text>
      </g>
    </svg>
  );
}

/** Decorative tile icons (inline SVG: no request, no font dependency). */
const common = {
  width: 32,
  height: 32,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export const FastLaneIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
  </svg>
);

export const CarIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M5 17h14M3 13l2-6h14l2 6v4H3z" />
    <circle cx="7.5" cy="17" r="1.8" />
    <circle cx="16.5" cy="17" r="1.8" />
  </svg>
);

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

/** A greeter holding up a sign. */
export const GreeterIcon = () => (
  <svg {...common} aria-hidden="true">
    <circle cx="9" cy="6" r="2.5" />
    <path d="M4 21v-5a5 5 0 0 1 10 0v5M14 12l3-2M16 4h5v5h-5z" />
  </svg>
);

/** For a service that has no icon of its own yet: a plane. */
export const PlaneIcon = () => (
  <svg {...common} aria-hidden="true">
    <path d="M10.5 3.5a1.5 1.5 0 0 1 3 0V9l7 4v2l-7-2v4.5l2 1.5v1.5l-3.5-1-3.5 1V19l2-1.5V13l-7 2v-2l7-4z" />
  </svg>
);

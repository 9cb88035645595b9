export interface LogoProps {
  size?: number;
  className?: string;
}

/** The GM mark, drawn as SVG (no image files ship with the app). */
export function Logo({ size = 40, className }: LogoProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="gm-logo-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b18cff" />
          <stop offset="0.5" stopColor="#7b3fe4" />
          <stop offset="1" stopColor="#25e3c8" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="29" fill="#120d22" stroke="url(#gm-logo-ring)" strokeWidth="4" />
      <path d="M32 7a25 25 0 0 1 25 25" fill="none" stroke="#25e3c8" strokeWidth="4" strokeLinecap="round" />
      <text x="32" y="41" textAnchor="middle" fontFamily="Inter, Arial, sans-serif" fontWeight="900" fontSize="24" fill="#fff">
        GM
      </text>
    </svg>
  );
}

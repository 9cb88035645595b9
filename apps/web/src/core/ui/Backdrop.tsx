export interface BackdropProps {
  /** 1–2, 3 or 4: each range has its own backdrop (docs/product.md#pages). */
  step: number;
}

/** Decorative backdrop of the eligibility screen, drawn as SVG. */
export function Backdrop({ step }: BackdropProps) {
  const variant = step <= 2 ? 'early' : step === 3 ? 'method' : 'claim';
  const hue = variant === 'early' ? '#7b3fe4' : variant === 'method' ? '#25a3e3' : '#25e3c8';
  return (
    <svg className={`gm-backdrop gm-backdrop--${variant}`} data-testid={`backdrop-${variant}`} viewBox="0 0 1440 1000" preserveAspectRatio="xMidYMin slice" aria-hidden="true">
      <defs>
        <radialGradient id={`gm-glow-${variant}`} cx="50%" cy="20%" r="60%">
          <stop offset="0" stopColor={hue} stopOpacity="0.45" />
          <stop offset="1" stopColor="#07060d" stopOpacity="0" />
        </radialGradient>
        <pattern id="gm-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0V48" fill="none" stroke="#ffffff" strokeOpacity="0.04" />
        </pattern>
      </defs>
      <rect width="1440" height="1000" fill="url(#gm-grid)" />
      <rect width="1440" height="1000" fill={`url(#gm-glow-${variant})`} />
      {variant !== 'early' && <circle cx="1220" cy="760" r="260" fill={hue} opacity="0.08" />}
      {variant === 'claim' && <circle cx="200" cy="300" r="180" fill="#7b3fe4" opacity="0.1" />}
    </svg>
  );
}

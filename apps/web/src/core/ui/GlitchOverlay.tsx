/** Glitch-end overlay: scan lines and colour-split bars drawn in CSS, shown briefly. */
export function GlitchOverlay() {
  return (
    <div className="gm-glitch" data-testid="glitch-overlay" aria-hidden="true">
      <div className="gm-glitch__bar gm-glitch__bar--a" />
      <div className="gm-glitch__bar gm-glitch__bar--b" />
      <div className="gm-glitch__bar gm-glitch__bar--c" />
    </div>
  );
}

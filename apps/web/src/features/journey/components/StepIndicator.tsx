const STEPS = ['Check Eligibility', 'Missions', '????', 'Claim GM'] as const;

/** The four-step indicator of the desktop eligibility screen (current: 1–4). */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="gm-steps" aria-label="Progress">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li key={label} className={`gm-steps__item gm-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="gm-steps__dot">{number < current ? '✓' : number}</span>
            <span className="gm-steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

import { useI18n } from '@gm-claim/web-core-i18n';
const STEPS = ['steps.check', 'steps.missions', 'steps.method', 'steps.claim'] as const;

/** The four-step indicator of the desktop eligibility screen (current: 1–4). */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useI18n();
  return (
    <ol className="gm-steps" aria-label={t('steps.label')}>
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li key={label} className={`gm-steps__item gm-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="gm-steps__dot">{number < current ? '✓' : number}</span>
            <span className="gm-steps__label">{t(label)}</span>
          </li>
        );
      })}
    </ol>
  );
}

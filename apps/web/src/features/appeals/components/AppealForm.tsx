import { useId, useState, type FormEvent } from 'react';
import { APPEAL_CATEGORIES, APPEAL_TEXT_MAX, appealTextLength, type AppealCategory } from '@gm-claim/shared/appeals/typed-data';
import type { Appeal } from '@gm-claim/shared/dto/appeals';
import { Button } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';
import { CATEGORY_LABELS } from './labels';

export interface AppealFormProps {
  initialCategory: AppealCategory;
  /** Signs with the wallet and files the appeal; rejects with a plain-words message. */
  onSubmit(draft: { category: AppealCategory; text: string }): Promise<Appeal>;
  onFiled(appeal: Appeal): void;
}

/** The appeal: a category, up to 1,000 characters with a counter, then the wallet's signature. */
export function AppealForm({ initialCategory, onSubmit, onFiled }: AppealFormProps) {
  const { t, locale } = useI18n();
  const formatNumber = (value: number): string => new Intl.NumberFormat(locale).format(value);
  const ids = { text: useId(), counter: useId(), legend: useId(), error: useId() };
  const [category, setCategory] = useState<AppealCategory>(initialCategory);
  const [text, setText] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'signing' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const length = appealTextLength(text);
  const tooLong = length > APPEAL_TEXT_MAX;
  const empty = text.trim().length === 0;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (tooLong || empty) return setState({ kind: 'failed', message: tooLong ? t('appeal.tooLong') : t('appeal.empty') });
    setState({ kind: 'signing' });
    try {
      onFiled(await onSubmit({ category, text }));
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : t('appeal.sendFailed') });
    }
  };

  return (
    <form className="gm-appeal__form" onSubmit={(event) => void submit(event)} noValidate data-testid="appeal-form">
      <fieldset className="gm-appeal__categories">
        <legend id={ids.legend}>{t('appeal.category')}</legend>
        {APPEAL_CATEGORIES.map((value) => (
          <label key={value} className="gm-appeal__category">
            <input type="radio" name="category" value={value} checked={category === value} onChange={() => setCategory(value)} />
            {t(CATEGORY_LABELS[value])}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.text}>{t('appeal.text')}</label>
      <textarea
        id={ids.text}
        className="gm-input gm-appeal__text"
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={state.kind === 'failed' ? `${ids.counter} ${ids.error}` : ids.counter}
        aria-invalid={tooLong ? true : undefined}
      />
      <p id={ids.counter} className={tooLong ? 'gm-appeal__counter gm-appeal__counter--over' : 'gm-appeal__counter gm-muted'} data-testid="appeal-counter">
        {t('appeal.counter', { count: formatNumber(length), max: formatNumber(APPEAL_TEXT_MAX) })}
      </p>
      {state.kind === 'failed' && (
        <p id={ids.error} className="gm-list__error" role="alert">
          {state.message}
        </p>
      )}
      <p className="gm-muted">{t('appeal.signNote')}</p>
      <Button type="submit" disabled={state.kind === 'signing'}>
        {state.kind === 'signing' ? t('appeal.signing') : t('appeal.send')}
      </Button>
    </form>
  );
}

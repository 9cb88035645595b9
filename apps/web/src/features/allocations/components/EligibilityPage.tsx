import { useId, useState, type FormEvent } from 'react';
import { Button } from '@gm-claim/web-core-ui';
import { useI18n, usePageTexts } from '@gm-claim/web-core-i18n';
import { AllocationResult } from './AllocationResult';
import './allocations.css';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * /eligibility — any address's allocation from the published list, proven in the browser against the root
 * GMChallenge holds: no server of ours is asked anything.
 */
export function EligibilityPage() {
  return usePageTexts() ? <Eligibility /> : null;
}

function Eligibility() {
  const { t } = useI18n();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [input, setInput] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = input.trim();
    const valid = ADDRESS.test(address);
    setInvalid(!valid);
    setChecked(valid ? address.toLowerCase() : null);
  };

  return (
    <article className="gm-verify gm-list">
      <h1 className="gm-title gm-title--small">{t('list.title')}</h1>
      <p>{t('list.lead')}</p>
      <form className="gm-list__form" onSubmit={submit} noValidate>
        <label htmlFor={ids.input}>{t('list.address')}</label>
        <input
          id={ids.input}
          className="gm-input"
          name="address"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="0x…"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${ids.hint} ${ids.error}` : ids.hint}
        />
        <p id={ids.hint} className="gm-muted">
          {t('list.hint')}
        </p>
        {invalid && (
          <p id={ids.error} className="gm-list__error" role="alert">
            {t('list.invalid')}
          </p>
        )}
        <Button type="submit">{t('list.check')}</Button>
      </form>
      {checked && <AllocationResult key={checked} account={checked} appeals />}
    </article>
  );
}

export default EligibilityPage;

import { getConfig, TERMS } from '@gm-claim/web-core-config';
import { ReadState } from '@gm-claim/web-core-ui';
import { ChallengeTermsText, useBettingTable } from '@gm-claim/web-feature-challenge';
import { useI18n } from '@gm-claim/web-core-i18n';

function Privacy() {
  const email = getConfig().supportEmail;
  return (
    <>
      <h1>Privacy Policy</h1>
      <p>
        GM Claim processes the public wallet address you connect, the signatures you make to sign in, and the
        eligibility records linked to that address.
      </p>
      <p>
        We do not collect names, e-mail addresses or private keys. Sign-in tokens are kept in your browser&apos;s local
        storage and removed when you disconnect.
      </p>
      <p>On-chain transactions are public by nature and cannot be erased.</p>
      <p>Questions: {email}.</p>
    </>
  );
}

function Terms() {
  const table = useBettingTable();
  return (
    <>
      <h1>Terms and Conditions</h1>
      <p>
        By using GM Claim you accept these terms (version {TERMS.version}, {TERMS.date}), governed by the laws of{' '}
        {TERMS.governingLaw}.
      </p>
      <p>Vesting claims unlock 10% at TGE and vest the remaining 90% linearly over 6 months, with no cliff.</p>
      <ReadState queries={[table]} what="the Challenge terms">
        {() => table.data && <ChallengeTermsText table={table.data} />}
      </ReadState>
    </>
  );
}

/** /privacy and /terms: embedded documents. */
export default function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t, locale } = useI18n();
  // The legal texts stay in English (the binding text); another language says so in its own words.
  return (
    <article className="gm-legal">
      {locale !== 'en' && (
        <p className="gm-warning" lang={locale} data-testid="binding-note">
          {t('legal.pageNote')}
        </p>
      )}
      <div lang="en">{doc === 'privacy' ? <Privacy /> : <Terms />}</div>
    </article>
  );
}

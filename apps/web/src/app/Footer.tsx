import { FOOTER, getConfig } from '@gm-claim/web-core-config';
import { Logo } from '@gm-claim/web-core-ui';

/** Footer: 194px high, content max 1200px, copyright 2025, support email, /privacy and /terms in new tabs, /fairness. */
export function Footer() {
  const email = getConfig().supportEmail;
  return (
    <footer className="gm-footer">
      <div className="gm-footer__inner">
        <div className="gm-footer__brand">
          <Logo size={28} />
          <span>© {FOOTER.copyrightYear} GM. All rights reserved.</span>
        </div>
        <nav className="gm-footer__links" aria-label="Legal">
          <a href="/privacy" target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
          <a href="/terms" target="_blank" rel="noopener noreferrer">
            Terms &amp; Conditions
          </a>
          <a href="/fairness">Fairness</a>
          <a href={`mailto:${email}`}>{email}</a>
        </nav>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';

/** A link to an explorer; without one (the local chain) the text alone, never a link that leads nowhere. */
export function ExternalLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

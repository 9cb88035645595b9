import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The wider variant, without uppercase. */
  wide?: boolean;
  variant?: 'primary' | 'ghost';
}

/** Rounded purple pill button; disabled at reduced opacity. */
export function Button({ wide = false, variant = 'primary', className = '', type = 'button', ...rest }: ButtonProps) {
  const classes = ['gm-button', wide ? 'gm-button--wide' : '', variant === 'ghost' ? 'gm-button--ghost' : '', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/hydration';
import { type ButtonVariant, buttonClasses } from './button-styles';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

export function Button({ variant, className = '', type = 'button', disabled, ...props }: ButtonProps) {
  // A pre-rendered form tapped before its JavaScript has run would submit natively: a GET that puts what
  // was typed (a password on /login) in the address and the server's logs, and a reload that loses it.
  // Its submit button waits for hydration; pressing Enter in a field then does nothing either.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || (type === 'submit' && !hydrated)}
      {...props}
    />
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { type ButtonVariant, buttonClasses } from './button-styles';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

export function Button({ variant, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

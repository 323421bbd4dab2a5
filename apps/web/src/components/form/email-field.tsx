import { TextField, type TextFieldProps } from './text-field';

/**
 * Someone's own e-mail address: the e-mail keyboard and autofill, and no capital or "correction" added by a
 * phone keyboard, which would make an address that receives nothing.
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../api-error';
import { useLanguageState } from '../i18n/use-t';
import { onStaffScreen, translateRuleMessage } from './rule-message';
import { placeDetails } from './server-errors';

export interface SchemaFormOptions<TValues extends FieldValues, TRequest> {
  /**
   * The zod schema the API route validates with (`@kwacha/shared/…`), or the form's own schema built on it:
   * it reads what the form holds and gives what is sent, so browser and server refuse the same input with
   * the same message.
   */
  schema: z.ZodType<TRequest, FieldValues>;
  /** Every field, listed in the order of the page: the first invalid one in this order takes the focus. */
  defaultValues: TValues;
  /**
   * After a submit, a change to a field either checks it again at once ('revalidate', the default), or only
   * removes its message until the next submit ('clear': the message was about the old value).
   */
  afterSubmit?: 'revalidate' | 'clear';
  /** Moves the focus to a field; by default to the control wired to it with `field(name)`. */
  focusField?: (name: Path<TValues>) => void;
}

/** What a shared field component (components/form) takes to be wired to the form. */
export type FieldProps<TValues extends FieldValues> = UseFormRegisterReturn<Path<TValues>> & {
  error?: string;
};

/**
 * react-hook-form with the zod resolver (docs/decisions/012-forms-with-react-hook-form.md). Adds what every
 * form here does the same way: messages appear on submit, the first invalid field takes the focus after the
 * render that shows its message (so a screen reader reads the two together), and the server's field
 * messages go beside their fields.
 */
export function useSchemaForm<TValues extends FieldValues, TRequest>({
  schema,
  defaultValues,
  afterSubmit = 'revalidate',
  focusField,
}: SchemaFormOptions<TValues, TRequest>) {
  const form = useForm<TValues, unknown, TRequest>({
    // The schema's declared input is a valid request; a form holds more while it is typed in (an empty
    // choice, a blank that the schema refuses with its own message), so the resolver takes the form's values.
    resolver: zodResolver(schema) as unknown as Resolver<TValues, unknown, TRequest>,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: afterSubmit === 'clear' ? 'onSubmit' : 'onChange',
    shouldFocusError: false,
  });
  const [fieldOrder] = useState(() => Object.keys(defaultValues) as Path<TValues>[]);
  const [controls] = useState(() => new Map<string, HTMLElement>());
  const focusPending = useRef(false);
  const focusFieldRef = useRef(focusField);
  focusFieldRef.current = focusField;

  // A layout effect: the message is in the page when the field is focused, and nothing paints in between.
  const { errors } = form.formState;
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const first = fieldOrder.find((name) => get(errors, name));
    if (!first) return;
    focusPending.current = false;
    if (focusFieldRef.current) focusFieldRef.current(first);
    else controls.get(first)?.focus();
  }, [errors, fieldOrder, controls]);

  const isField = (name: string): name is Path<TValues> => (fieldOrder as string[]).includes(name);

  // The shared rules write English; the reader sees their messages in the chosen language (decision 030),
  // translated as they are shown so that a change of language re-renders them. Staff screens stay English.
  const { catalogue } = useLanguageState();
  const rulesCatalogue = onStaffScreen() ? undefined : catalogue;

  /** The message to show beside a field, from the schema (in the reader's language) or the server. */
  const errorOf = (name: Path<TValues>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message === undefined ? undefined : translateRuleMessage(rulesCatalogue, message);
  };

  /** Props for TextField, PasswordField, SelectField and the like: name, ref, handlers and the message. */
  const field = (name: Path<TValues>): FieldProps<TValues> => {
    const registered = form.register(name, {
      onChange: () => {
        if (afterSubmit === 'clear' && form.getFieldState(name).error) form.clearErrors(name);
      },
    });
    const ref = (element: HTMLElement | null) => {
      registered.ref(element);
      if (element) controls.set(name, element);
      else controls.delete(name);
    };
    return { ...registered, ref, error: errorOf(name) };
  };

  /** The form's onSubmit: checks every field with the schema, then calls `onValid` with the request. */
  const submit = (onValid: SubmitHandler<TRequest>) => (event?: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, () => {
      focusPending.current = true;
    })(event);

  /** Puts messages beside their fields (replacing what was there); `focus` moves to the first of them. */
  const setFieldErrors = (
    fieldErrors: Partial<Record<Path<TValues>, string>>,
    { focus = false }: { focus?: boolean } = {},
  ) => {
    const placed = fieldOrder.filter((name) => fieldErrors[name]);
    if (focus && placed.length > 0) focusPending.current = true;
    for (const name of placed) form.setError(name, { type: 'server', message: fieldErrors[name] });
  };

  /**
   * The server's field messages (the details of its refusal, whatever the code) beside the fields this form
   * has; the form says the rest at the top, in its own words (docs/product.md §8).
   */
  const showServerErrors = (error: unknown, options: { focus?: boolean } = {}) => {
    const { fieldErrors } = placeDetails(isApiError(error) ? error.details : [], isField);
    setFieldErrors(fieldErrors, options);
  };

  return { ...form, field, errorOf, submit, setFieldErrors, showServerErrors };
}

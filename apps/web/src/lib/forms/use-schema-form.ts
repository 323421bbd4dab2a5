import { type FormEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type SubmitHandler,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { NETWORK_ERROR_MESSAGE } from '../api-client';
import { isApiError } from '../api-error';
import { useLanguageState } from '../i18n/use-t';
import { onStaffScreen, translateRuleMessage } from './rule-message';
import { type SchemaSource, SchemaUnavailableError, schemaResolver } from './schema-resolver';
import { placeDetails } from './server-errors';

export interface SchemaFormOptions<TValues extends FieldValues, TRequest> {
  /**
   * The zod schema the API route validates with (`@kwacha/shared/…`), or the form's own schema built on it:
   * it reads what the form holds and gives what is sent, so browser and server refuse the same input with
   * the same message. A page that should paint and hydrate without zod passes a loader instead,
   * `() => import('…').then((m) => m.schema)`: it is fetched when a field is first changed, or on submit.
   * A schema built from props (the apply form's products) is followed as it changes, so a loader must be
   * defined once, at module level: a new function on every render would be loaded anew each time.
   */
  schema: SchemaSource<TRequest>;
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
  const { resolver, prefetch } = useMemo(() => schemaResolver<TValues, TRequest>(schema), [schema]);
  const form = useForm<TValues, unknown, TRequest>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: afterSubmit === 'clear' ? 'onSubmit' : 'onChange',
    shouldFocusError: false,
  });
  const [fieldOrder] = useState(() => Object.keys(defaultValues) as Path<TValues>[]);
  const [controls] = useState(() => new Map<string, HTMLElement>());
  const focusPending = useRef(false);
  const checking = useRef(false);
  // Set when a submit could not load the schema: the form says so at the top, as a dropped request would.
  const [unavailable, setUnavailable] = useState(false);
  const focusFieldRef = useRef(focusField);
  focusFieldRef.current = focusField;

  // A layout effect: the message is in the page when the field is focused, and nothing paints in between.
  const { errors } = form.formState;
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const first = fieldOrder.find((name) => get(errors, name));
    if (!first) return;
    focusPending.current = false;
    // A list's inputs are wired one by one (upperBounds.2): its first item with a message takes the focus.
    const item = () => [...controls].find(([name]) => name.startsWith(`${first}.`) && get(errors, name))?.[1];
    if (focusFieldRef.current) focusFieldRef.current(first);
    else (controls.get(first) ?? item())?.focus();
  }, [errors, fieldOrder, controls]);

  // A field of a list (upperBounds.2) is the form's when its list is: the list's inputs are wired one by one.
  const isField = (name: string): name is Path<TValues> =>
    (fieldOrder as string[]).includes(name.split('.')[0] ?? name);

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
        prefetch();
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

  /**
   * The form's onSubmit: checks every field with the schema, then calls `onValid` with the request. A
   * submit while the last one is still being handled (its schema loading, its `onValid` running) is
   * ignored: a second tap on a slow phone must not send the form twice.
   */
  const submit = (onValid: SubmitHandler<TRequest>) => async (event?: FormEvent<HTMLFormElement>) => {
    if (checking.current) {
      event?.preventDefault();
      return;
    }
    checking.current = true;
    setUnavailable(false);
    try {
      await form.handleSubmit(onValid, () => {
        focusPending.current = true;
      })(event);
    } catch (error) {
      if (!(error instanceof SchemaUnavailableError)) throw error;
      setUnavailable(true);
    } finally {
      checking.current = false;
    }
  };

  /** Puts messages beside their fields (replacing what was there); `focus` moves to the first of them. */
  const setFieldErrors = (
    fieldErrors: Partial<Record<Path<TValues>, string>>,
    { focus = false }: { focus?: boolean } = {},
  ) => {
    const top = (name: string) => fieldOrder.indexOf(name.split('.')[0] as Path<TValues>);
    const placed = (Object.keys(fieldErrors) as Path<TValues>[])
      .filter((name) => isField(name) && fieldErrors[name])
      .sort((a, b) => top(a) - top(b));
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

  /** What the form says at the top when its rules could not be loaded; undefined otherwise. */
  const formError = unavailable ? NETWORK_ERROR_MESSAGE : undefined;

  return { ...form, field, errorOf, submit, setFieldErrors, showServerErrors, formError };
}

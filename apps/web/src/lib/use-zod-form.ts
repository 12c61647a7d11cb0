// A small form state hook validated by the shared zod schemas (same messages as the server).
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api-client.ts';

type Values = Record<string, unknown>;
type Errors = Record<string, string>;

/** First message per field path ('a.b'), from a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): Errors {
  const out: Errors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The server's fresh values with the person's own changes (typed vs. loaded) put back on top. Keys that
 * share a group (an address, a start and its end) travel together, so a half-kept group never mixes two
 * versions. Returns the values and the groups kept, in the form's order.
 */
export function rebaseValues<T extends Values>(
  loaded: T,
  typed: T,
  fresh: T,
  groupOf: (key: string) => string = (key) => key,
): { values: T; kept: string[] } {
  const kept: string[] = [];
  for (const key of Object.keys(typed)) {
    const group = groupOf(key);
    if (!kept.includes(group) && !same(typed[key], loaded[key])) kept.push(group);
  }
  const values: Values = { ...fresh };
  for (const key of Object.keys(typed)) if (kept.includes(groupOf(key))) values[key] = typed[key];
  return { values: values as T, kept };
}

export function useZodForm<T extends Values>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [initialValues, setInitialValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key as string];
      return next;
    });
  }, []);

  /** A TextInput's or a Textarea's props. */
  const text = (key: keyof T & string) => ({
    value: (values[key] as string | null | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(key, event.currentTarget.value as T[typeof key]),
    error: errors[key],
  });

  const select = (key: keyof T & string) => ({
    value: (values[key] as string | null | undefined) ?? null,
    onChange: (value: string | null) => setValue(key, value as T[typeof key]),
    error: errors[key],
  });

  const checkbox = (key: keyof T & string) => ({
    checked: Boolean(values[key]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(key, event.currentTarget.checked as T[typeof key]),
    error: errors[key],
  });

  /** Parses the values (or a projection of them); on failure shows the messages under the fields. */
  function validate<S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return parsed.data;
    }
    const fieldErrors = zodFieldErrors(parsed.error);
    setErrors(fieldErrors);
    setFormError(fieldErrors._form ?? null);
    return null;
  }

  /** Shows an API error: per-field messages under the fields, the message above the form. */
  function applyApiError(error: unknown): void {
    const fields = error instanceof ApiError ? error.fields : undefined;
    const known = Object.entries(fields ?? {}).filter(([key]) => key in values);
    if (known.length > 0) setErrors(Object.fromEntries(known));
    setFormError(
      known.length === Object.keys(fields ?? {}).length && known.length > 0 ? null : errorMessage(error),
    );
  }

  const initialRef = useRef(initial);
  const latest = useRef(values);
  latest.current = values;
  /** Loads new values (after a fetch or a save), or restores the last loaded ones. */
  const reset = useCallback((next?: T) => {
    const target = next ?? initialRef.current;
    initialRef.current = target;
    setValues(target);
    setInitialValues(target);
    setErrors({});
    setFormError(null);
  }, []);

  /** Loads the server's fresh values and keeps the person's changes on top (see rebaseValues). */
  const rebase = (fresh: T, groupOf?: (key: string) => string): string[] => {
    // The refs, not this render's values: a reload awaits the server and the person may type meanwhile.
    const { values: next, kept } = rebaseValues(initialRef.current, latest.current, fresh, groupOf);
    initialRef.current = fresh;
    setValues(next);
    setInitialValues(fresh);
    setErrors({});
    setFormError(null);
    return kept;
  };

  const isDirty = useMemo(() => !same(values, initialValues), [values, initialValues]);

  return {
    values,
    initialValues,
    errors,
    formError,
    isDirty,
    setValue,
    setErrors,
    setFormError,
    text,
    select,
    checkbox,
    validate,
    applyApiError,
    reset,
    rebase,
  };
}

export type ZodForm<T extends Values> = ReturnType<typeof useZodForm<T>>;

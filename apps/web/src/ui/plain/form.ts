import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

/** One check of a field: the message when the value is wrong, nothing when it is right. */
export type PlainCheck<V> = (value: V[keyof V], values: V) => string | undefined;

export type PlainErrors<V> = Partial<Record<keyof V, string>>;

export type PlainChecks<V> = { [K in keyof V]?: PlainCheck<V>[] };

interface PlainFormOptions<V> {
  initial: V;
  /**
   * The checks, or a loader of them: a guest page imports its Zod rules on first use (the first keystroke or the
   * submit), so zod stays out of the first visit's script (issue 13 §4, as LoginForm does).
   */
  checks: PlainChecks<V> | (() => Promise<PlainChecks<V>>);
  /** Fields checked on submit only (antd's validateTrigger="onSubmit"), not while typing. */
  onSubmitOnly?: (keyof V)[];
  /** A field checked again when another changes (antd's dependencies): confirmation ← password. */
  dependents?: { [K in keyof V]?: (keyof V)[] };
}

/** A Zod schema as a field check: the schema's first message, as the API would answer it. */
export function zodCheck<V>(schema: z.ZodType): PlainCheck<V> {
  return (value) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? undefined : (result.error.issues[0]?.message ?? 'Isian tidak valid');
  };
}

/** A confirmation field: must equal another field. */
export function sameAsCheck<V>(other: keyof V, message: string): PlainCheck<V> {
  return (value, values) => (value === values[other] ? undefined : message);
}

/**
 * The state of a plain form (the guest pages render without antd, issue 13 §4): values, the messages under the
 * fields and the same triggers as antd's Form — a field is checked as it changes once touched, every field on
 * submit, and the first failing check of a field is its message.
 */
export function usePlainForm<V extends object>(options: PlainFormOptions<V>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<PlainErrors<V>>({});
  const touched = useRef(new Set<keyof V>());
  const opts = useRef(options);
  opts.current = options;
  const loaded = useRef<Promise<PlainChecks<V>> | null>(null);

  const checks = (): Promise<PlainChecks<V>> => {
    const given = opts.current.checks;
    loaded.current ??= typeof given === 'function' ? given() : Promise.resolve(given);
    return loaded.current;
  };

  const check = (rules: PlainChecks<V>, name: keyof V, all: V): string | undefined => {
    for (const rule of rules[name] ?? []) {
      const message = rule(all[name], all);
      if (message) return message;
    }
    return undefined;
  };

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    touched.current.add(name);
    const live = !opts.current.onSubmitOnly?.includes(name);
    if (!live) setErrors((e) => ({ ...e, [name]: undefined }));
    // Answers arrive in the order of the keystrokes (one loader promise), so the last one stands.
    void checks().then((rules) =>
      setErrors((e) => {
        const updated: PlainErrors<V> = { ...e };
        if (live) updated[name] = check(rules, name, next);
        for (const dep of opts.current.dependents?.[name] ?? []) {
          if (touched.current.has(dep)) updated[dep] = check(rules, dep, next);
        }
        return updated;
      }),
    );
  };

  /** Checks every field; true when all pass. */
  const validate = async (): Promise<boolean> => {
    const rules = await checks();
    const found: PlainErrors<V> = {};
    for (const name of Object.keys(values) as (keyof V)[]) {
      const message = check(rules, name, values);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** The submit handler of the form element: checks, then hands over the values. */
  const onSubmit = (submit: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    void validate().then((ok) => {
      if (ok) submit(values);
    });
  };

  /** Messages from the server (a 422's field errors) placed under their fields. */
  const setFieldErrors = (found: Record<string, string[] | undefined>) =>
    setErrors((e) => {
      const next = { ...e };
      for (const [name, messages] of Object.entries(found)) {
        if (name in values && messages?.[0]) next[name as keyof V] = messages[0];
      }
      return next;
    });

  return { values, errors, set, validate, onSubmit, setFieldErrors };
}

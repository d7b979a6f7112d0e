"use client";

import { useCallback, useState } from "react";
import type { FormName, FormOf } from "@/lib/client/schemas";
import { fieldErrors, type FieldErrors } from "./field-errors";

type Checked<K extends FormName> = { data: FormOf<K>; errors: null } | { data: null; errors: FieldErrors };

/**
 * A form's field errors, by the schema the API uses. `check` (on submit) sets
 * them all; `recheck` (on every change) lets a field's error go as soon as its
 * value is valid, and updates its text while it is not (too long → still too
 * long), but adds no error to a field the user has not been told about yet:
 * nobody is scolded while typing.
 */
export function useFieldErrors<K extends FormName>(form: K) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const showing = Object.keys(errors).length > 0;

  const check = useCallback(
    async (values: unknown): Promise<Checked<K>> => {
      const checked = await fieldErrors(form, values);
      setErrors(checked.errors ?? {});
      return checked;
    },
    [form],
  );

  const recheck = useCallback(
    async (values: unknown) => {
      if (!showing) return;
      const now = (await fieldErrors(form, values)).errors ?? {};
      setErrors((before) => {
        const next: FieldErrors = {};
        for (const field of Object.keys(before)) if (now[field]) next[field] = now[field];
        return next;
      });
    },
    [form, showing],
  );

  const clear = useCallback(() => setErrors({}), []);

  return { errors, check, recheck, clear };
}

import type { FieldErrors, FormName, FormOf } from "@/lib/client/schemas";

export type { FieldErrors };

/**
 * Checks a form against its schema, loading the schemas on first use (they
 * are not needed to paint any page). The first problem per field comes back
 * as a `Validation` message key with its values.
 */
export async function fieldErrors<K extends FormName>(
  form: K,
  values: unknown,
): Promise<{ data: FormOf<K>; errors: null } | { data: null; errors: FieldErrors }> {
  const { checkForm } = await import("@/lib/client/schemas");
  return checkForm(form, values);
}

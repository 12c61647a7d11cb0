// Required selects left empty get 'Campo obrigatório' before zod sees them (an enum would list every option).
export function missingChoices(
  values: Record<string, unknown>,
  keys: readonly string[],
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const key of keys)
    if (values[key] === null || values[key] === undefined || values[key] === '')
      errors[key] = 'Campo obrigatório';
  return Object.keys(errors).length ? errors : null;
}

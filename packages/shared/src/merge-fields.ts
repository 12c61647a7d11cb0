// The one merge-field syntax of the app: {{grupo.campo}} (spaces inside the braces allowed). Documents,
// SMS, birthday greetings and demanda-status messages each pass the catalogue of fields they accept.

const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The {{…}} names a text uses that `known` does not accept, each once. */
export function unknownMergeFields(text: string, known: (name: string) => boolean): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(FIELD_PATTERN)) if (!known(m[1]!)) out.add(m[1]!);
  return [...out];
}

/** The known {{…}} names a text uses, each once. */
export function usedMergeFields(text: string, known: (name: string) => boolean): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(FIELD_PATTERN)) if (known(m[1]!)) out.add(m[1]!);
  return [...out];
}

/**
 * Fills each known {{campo}} with its value (passed through `escape`), an empty value for a known field
 * without data; unknown fields are left as written so a preview can point at them.
 */
export function fillMergeFields(
  text: string,
  values: Partial<Record<string, string | null>>,
  known: (name: string) => boolean,
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) =>
    known(name) ? escape(values[name] ?? '') : whole,
  );
}

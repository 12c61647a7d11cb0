// A value made at its first use and kept: heavy libraries (exceljs, pdfkit) load when first needed, so the
// server's start does not pay for them (issue 15: start-up under 2 s).
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The same server URL pointed at another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The URL used to create and drop the per-run databases (the one CI created for the run). */
export const adminUrl = (url: string) => url;

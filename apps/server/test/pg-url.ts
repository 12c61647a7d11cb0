/** The same server URL pointed at another database (works for host:port and for ?host=/socket/dir URLs). */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The same server, another database name. */
export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A connection for CREATE/DROP DATABASE: the `postgres` database on the same server. */
export function adminUrl(url: string): string {
  return databaseUrlWithName(url, 'postgres');
}

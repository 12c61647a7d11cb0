// Test data for the citizen screens: valid CPFs, Latin-1 spreadsheets, and API calls with the page's token.
import type { Page } from 'playwright-core';

/** A valid CPF (Receita Federal's mod-11 check digits) from its first nine digits. */
export function validCpf(base9: string): string {
  const digits = base9.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** '12345678909' → '123.456.789-09', as the screens show it. */
export const formatCpf = (cpf: string): string =>
  cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** A ';'-separated CSV as Excel in Portuguese saves it: Latin-1, CRLF line ends, no BOM. */
export function latin1Csv(rows: string[][]): Buffer {
  const text = rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n';
  if ([...text].some((ch) => ch.charCodeAt(0) > 0xff))
    throw new Error('Texto fora do Latin-1 no CSV de teste.');
  return Buffer.from(text, 'latin1');
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Calls the API the way the web app does, with the access token this page has stored. */
export async function apiJson<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('accessToken');
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

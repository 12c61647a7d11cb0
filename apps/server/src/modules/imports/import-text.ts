// Text as spreadsheets write it: headers, city names and words compared without accents, case or punctuation.

/** 'Município ' → 'municipio', 'E-mail' → 'e mail', 'Nº' → 'n'. */
export function normalizeKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[º°ª]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** '40001' → '40.001' (pt-BR thousands). */
export const formatCount = (n: number) => n.toLocaleString('pt-BR');

// Pseudonymisation before a text leaves for an AI provider (LGPD, DOMAIN-NOTES §6): e-mails, CPFs, phones,
// addresses and the names we know (the citizen's, the people in the chat) become placeholders such as
// [NOME_1] or [CPF_1]; the answer gets them back. Pure: no I/O, the same input gives the same output.

export type PiiKind = 'EMAIL' | 'CPF' | 'TELEFONE' | 'CEP' | 'ENDERECO' | 'NOME';

export interface Pseudonymized {
  text: string;
  /** Placeholder → the original text it stands for. */
  map: ReadonlyMap<string, string>;
}

/** A session that pseudonymises several texts with the same placeholders (one prompt, many parts). */
export interface Pseudonymizer {
  apply(text: string): string;
  readonly map: ReadonlyMap<string, string>;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** 123.456.789-09, 123456789-09 or 11 digits standing alone. */
const CPF = /(?<![\d.])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-])/g;
/** +55 (19) 99876-5432, (19) 3232-1000, 19 99876 5432, 19998765432, 99876-5432. */
const PHONE = /(?<![\d])(?:\+?55[\s.-]?)?(?:\(?\d{2}\)?[\s.-]?)?(?:9[\s.]?)?\d{4}[\s.-]?\d{4}(?![\d])/g;
const CEP = /(?<![\d.])\d{2}\.?\d{3}-\d{3}(?![\d])/g;
const STREET_TYPES =
  'Rua|R\\.|Avenida|Av\\.|Travessa|Tv\\.|Alameda|Al\\.|Praça|Pça\\.|Estrada|Estr\\.|Rodovia|Rod\\.|Largo|Viela|Beco|Vila|Servidão|Ladeira';
const WORD = "[\\p{Lu}\\d][\\p{L}\\d'’.-]*";
/** 'das ', 'de ', 'e ' inside a street name, only when a capitalised word follows. */
const JOIN = '(?:d[aeo]s?|de|e)\\s+(?=[\\p{Lu}\\d])';
const NUMBER_PART =
  '(?:,?\\s*(?:n[º°o.]?\\s*)?\\d+[A-Za-z]?(?:\\s*[-,]\\s*(?:apto?\\.?|apartamento|casa|bloco|sala)\\s*\\d+[A-Za-z]?)?)?';
/** 'Rua das Flores, 120', 'Av. Brasil nº 45, apto 12', 'Rua 7 de Setembro, 45'. */
const ADDRESS = new RegExp(
  `\\b(?:${STREET_TYPES})\\s+(?:${JOIN})*${WORD}(?:\\s+(?:${JOIN})*${WORD})*${NUMBER_PART}`,
  'gu',
);
/** Names after a form of address (Sr. João, dona Maria Aparecida), when we were not told the name. */
const TITLED_NAME =
  /\b(?:[Ss]r\.?|[Ss]ra\.?|[Ss]enhor|[Ss]enhora|[Dd]ona|[Ss]eu|[Dd]r\.?|[Dd]ra\.?)\s+((?:\p{Lu}[\p{Ll}'’-]+)(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{Ll}'’-]+){0,4})/gu;

/** 'Senhor Prefeito', 'Senhora Secretária': a cargo after the form of address, not a name. */
const NOT_NAMES =
  /^(?:Prefeit|Vice|Secret|Vereador|Presidente|Deputad|Senador|Governador|Ministr|Juiz|Juíza|Diretor|Reitor|Coordenador|Superintendente|Gerente|Chefe|Delegad|Promotor|Procurador|Defensor|Comandante|Vossa|Excelent)/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PLACEHOLDER = /\[(?:EMAIL|CPF|TELEFONE|CEP|ENDERECO|NOME)_\d+\]/g;

/** A phone needs at least 8 digits and must not be a date, a protocol or a money amount. */
function looksLikePhone(match: string): boolean {
  const digits = match.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 13;
}

export function createPseudonymizer(knownNames: readonly string[] = []): Pseudonymizer {
  const map = new Map<string, string>();
  const bySurface = new Map<string, string>();
  const counters: Record<PiiKind, number> = { EMAIL: 0, CPF: 0, TELEFONE: 0, CEP: 0, ENDERECO: 0, NOME: 0 };
  const placeholderFor = (kind: PiiKind, surface: string) => {
    const key = `${kind}:${surface}`;
    let ph = bySurface.get(key);
    if (!ph) {
      counters[kind] += 1;
      ph = `[${kind}_${counters[kind]}]`;
      bySurface.set(key, ph);
      map.set(ph, surface);
    }
    return ph;
  };
  // Longest first, so 'Maria das Graças Souza' wins over 'Maria'; accents and case as written are kept.
  const names = [...new Set(knownNames.map((n) => n.trim()).filter((n) => n.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  const nameRes = names.map(
    (n) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(n).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'),
  );

  function apply(text: string): string {
    // Placeholders already in the text are left alone by every pattern below (they hold no digits
    // that match and no capitalised words after a street type).
    let out = text.replace(EMAIL, (m) => placeholderFor('EMAIL', m));
    out = out.replace(CPF, (m) => placeholderFor('CPF', m));
    out = out.replace(CEP, (m) => placeholderFor('CEP', m));
    out = out.replace(PHONE, (m) => (looksLikePhone(m) ? placeholderFor('TELEFONE', m) : m));
    out = out.replace(ADDRESS, (m) => placeholderFor('ENDERECO', m.replace(/[\s,.]+$/, '')) + trailing(m));
    for (const re of nameRes) out = out.replace(re, (m) => placeholderFor('NOME', m));
    out = out.replace(TITLED_NAME, (whole, name: string) =>
      NOT_NAMES.test(name)
        ? whole
        : whole.slice(0, whole.length - name.length) + placeholderFor('NOME', name),
    );
    return out;
  }
  return { apply, map };
}

/** What the address pattern swallowed after the address itself (a comma, spaces), given back as is. */
function trailing(m: string): string {
  return /[\s,.]+$/.exec(m)?.[0] ?? '';
}

export function pseudonymize(text: string, knownNames: readonly string[] = []): Pseudonymized {
  const p = createPseudonymizer(knownNames);
  return { text: p.apply(text), map: p.map };
}

/** Puts the originals back; a placeholder the answer invented (not in the map) is left as written. */
export function restore(text: string, map: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (ph) => map.get(ph) ?? ph);
}

/**
 * Restores a streamed answer piece by piece: a placeholder split across two pieces ('[NO' + 'ME_1]') is
 * held back until it is whole, so the person never sees half a placeholder.
 */
export function createStreamRestorer(map: ReadonlyMap<string, string>) {
  let pending = '';
  return {
    push(piece: string): string {
      pending += piece;
      const open = pending.lastIndexOf('[');
      let ready = pending;
      if (open >= 0 && !pending.includes(']', open) && pending.length - open <= 16) {
        ready = pending.slice(0, open);
        pending = pending.slice(open);
      } else pending = '';
      return restore(ready, map);
    },
    flush(): string {
      const rest = restore(pending, map);
      pending = '';
      return rest;
    },
  };
}

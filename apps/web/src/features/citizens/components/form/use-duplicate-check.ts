// Asks the server whether the CPF, título or phones typed already belong to someone (on blur and on save).
import { isValidCpf, isValidVoterTitle, parseBrazilianPhone } from '@gabinete/shared';
import { useCallback, useRef, useState } from 'react';
import { checkDuplicates, type DuplicateCheck } from '../../api/citizens.api.ts';
import type { CitizenFormValues } from '../../lib/citizen-form.logic.ts';
import type { DuplicateMatch } from './duplicate-warning.tsx';

const digits = (text: string) => text.replace(/\D/g, '');
const phonesOf = (values: CitizenFormValues) =>
  values.phones.map((p) => parseBrazilianPhone(p.number)).filter((p): p is string => !!p);

/** What to ask about: valid documents and phones, leaving out those the record already had. */
function checkInput(
  values: CitizenFormValues,
  saved?: CitizenFormValues,
  excludeId?: string,
): DuplicateCheck | null {
  const input: DuplicateCheck = {};
  const cpf = digits(values.cpf);
  if (isValidCpf(cpf) && cpf !== digits(saved?.cpf ?? '')) input.cpf = cpf;
  const title = digits(values.voterTitle);
  if (title && isValidVoterTitle(title) && title !== digits(saved?.voterTitle ?? ''))
    input.voterTitle = title;
  const known = new Set(saved ? phonesOf(saved) : []);
  const phones = phonesOf(values).filter((p) => !known.has(p));
  if (phones.length) input.phones = phones;
  if (!input.cpf && !input.voterTitle && !input.phones) return null;
  if (excludeId) input.excludeId = excludeId;
  return input;
}

/** `saved` is the record as loaded (edit form): an unchanged CPF or phone is not asked about again. */
export function useDuplicateCheck(saved?: CitizenFormValues, excludeId?: string) {
  const [matches, setMatches] = useState<DuplicateMatch[]>([]);
  const last = useRef<{ key: string; result: Promise<DuplicateMatch[]> } | null>(null);

  /** The matches for these values; the same values are asked only once. Failures count as none. */
  const check = useCallback(
    (values: CitizenFormValues): Promise<DuplicateMatch[]> => {
      const input = checkInput(values, saved, excludeId);
      if (!input) {
        last.current = null;
        setMatches([]);
        return Promise.resolve([]);
      }
      const key = JSON.stringify(input);
      if (last.current?.key !== key) {
        const result = checkDuplicates(input)
          .then((answer) => answer.matches)
          .catch(() => [] as DuplicateMatch[]);
        last.current = { key, result };
        void result.then((found) => {
          if (last.current?.key === key) setMatches(found);
        });
      }
      return last.current.result;
    },
    [saved, excludeId],
  );

  return { matches, check };
}

// A date filter typed as dd/mm/aaaa (formatted while typing); the URL keeps aaaa-mm-dd.
import { CloseButton, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

const toDisplay = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

function mask(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  if (d.length > 4) return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
  if (d.length > 2) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return d;
}

/** 'dd/mm/aaaa' → 'aaaa-mm-dd' when it is a real date, else null. */
export function parseBrDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

interface DateFilterInputProps {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
}

export function DateFilterInput({ label, value, onChange }: DateFilterInputProps) {
  const [text, setText] = useState(toDisplay(value));
  useEffect(() => setText(toDisplay(value)), [value]);
  const complete = text.length === 10;
  const invalid = complete && parseBrDate(text) === null;

  return (
    <TextInput
      label={label}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      value={text}
      error={invalid ? 'Data inválida' : undefined}
      onChange={(event) => {
        const next = mask(event.currentTarget.value);
        setText(next);
        if (next === '') onChange(null);
        else if (next.length === 10 && parseBrDate(next)) onChange(parseBrDate(next));
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={`Limpar ${label}`}
            onClick={() => {
              setText('');
              onChange(null);
            }}
          />
        ) : null
      }
      w={150}
    />
  );
}

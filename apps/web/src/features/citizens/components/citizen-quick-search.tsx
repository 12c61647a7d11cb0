// A big search box over the office's citizens: type a name fragment, CPF or phone, pick, open. It shows the
// first 10 matches and says when there are more, with the whole result one click away on the citizens list.
import { Anchor, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { citizensListQuery } from '../api/citizens.api.ts';
import { citizenPlace } from './citizens-table.tsx';

export function CitizenQuickSearch({ onOpen }: { onOpen: (id: string) => void }) {
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), 250);
  const query = useQuery({ ...citizensListQuery({ q: term, perPage: 10 }), enabled: term.length >= 2 });
  const rows = useMemo(() => (term.length >= 2 ? (query.data?.citizens ?? []) : []), [term, query.data]);
  const total = term.length >= 2 ? (query.data?.total ?? 0) : 0;
  const more = total > rows.length;
  // Enter opens the first match.
  useEffect(() => {
    if (rows.length) combobox.selectFirstOption();
  }, [rows, combobox]);

  return (
    <Combobox store={combobox} onOptionSubmit={onOpen}>
      <Combobox.Target>
        <TextInput
          size="lg"
          autoFocus
          aria-label="Buscar eleitor"
          placeholder="Nome, CPF ou telefone"
          leftSection={<IconSearch size={20} aria-hidden />}
          rightSection={query.isFetching ? <Loader size={18} /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={term.length < 2}>
        <Combobox.Options>
          {rows.map((c) => (
            <Combobox.Option value={c._id} key={c._id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {c.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[c.neighborhood, c.city ? citizenPlace(c) : null].filter(Boolean).join(', ') ||
                      'Sem endereço'}
                  </Text>
                </div>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {c.phone ? formatPhone(c.phone) : ''}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {rows.length === 0 && (
            <Combobox.Empty>
              {query.isFetching ? 'Buscando…' : 'Ninguém encontrado com essa busca'}
            </Combobox.Empty>
          )}
        </Combobox.Options>
        {more && (
          <Combobox.Footer>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                Mostrando {rows.length} de {query.data?.totalIsEstimate ? 'cerca de ' : ''}
                {formatNumber(total)} eleitores
              </Text>
              {/* mousedown would blur the box and close the list before the click lands. */}
              <Anchor
                component={Link}
                to={`/eleitores?${new URLSearchParams({ q: term }).toString()}`}
                size="sm"
                fw={500}
                onMouseDown={(event) => event.preventDefault()}
              >
                Ver todos na lista
              </Anchor>
            </Group>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

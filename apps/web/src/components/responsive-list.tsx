// Every list page's rows: the table on a notebook, and on a phone (< 48em) one card per row with the 3–4
// facts that matter (situação, prazo, responsável, telefone) — a wide table scrolled sideways hides them.
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { stopRowClick } from './table-cells.tsx';

export const PHONE_QUERY = '(max-width: 48em)';

/** True on a phone; known on the first render, so a list never flashes its table before its cards. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, window.matchMedia(PHONE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
}

export interface CardField {
  label: string;
  value: ReactNode;
  /** A long text (a message, an assunto): the card's whole width instead of half of it. */
  wide?: boolean;
}

export interface ListCardData {
  key: string;
  /** The record's page: the title links to it and a tap on the card opens it. */
  href?: string;
  /** A tap on the card when the record opens in a drawer, not a page. */
  onOpen?: () => void;
  /** The small line above the title: the protocol, the date. */
  overline?: ReactNode;
  title: ReactNode;
  /** Under the title: nome social, the demanda a tarefa belongs to. */
  subtitle?: ReactNode;
  /** Next to the title, never cut: situação, prioridade. */
  badges?: ReactNode;
  /** The facts that matter, two per row. */
  fields?: CardField[];
  /** Before the title: a checkbox, an avatar. */
  leading?: ReactNode;
  /** At the bottom: 'Restaurar', 'Baixar', 'WhatsApp'. */
  actions?: ReactNode;
  /** Top right, beside the title: the row's '…' menu (Editar, Excluir). */
  menu?: ReactNode;
}

export function ListCard(props: Omit<ListCardData, 'key'>) {
  const { href, onOpen, overline, title, subtitle, badges, fields, leading, actions, menu } = props;
  const navigate = useNavigate();
  const open = onOpen ?? (href ? () => void navigate(href) : undefined);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={open ? 'gab-clickable-row' : undefined}
      onClick={open}
      data-testid="list-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {leading && <Box onClick={stopRowClick}>{leading}</Box>}
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Box>
            {overline && (
              <Text size="xs" c="dimmed" fw={600}>
                {overline}
              </Text>
            )}
            {href ? (
              <Anchor
                component={Link}
                to={href}
                fw={600}
                size="sm"
                c="inherit"
                onClick={stopRowClick}
                style={{ overflowWrap: 'anywhere' }}
              >
                {title}
              </Anchor>
            ) : (
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
            )}
            {subtitle && <Box mt={2}>{subtitle}</Box>}
          </Box>
          {badges && (
            <Group gap={6} wrap="wrap">
              {badges}
            </Group>
          )}
          {fields && fields.length > 0 && (
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
              {fields.map((field) => (
                <Box
                  key={field.label}
                  miw={0}
                  data-field={field.label}
                  style={field.wide ? { gridColumn: '1 / -1' } : undefined}
                >
                  <Text component="dt" size="xs" c="dimmed">
                    {field.label}
                  </Text>
                  <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {field.value}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
          )}
          {actions && (
            <Group gap="xs" onClick={stopRowClick}>
              {actions}
            </Group>
          )}
        </Stack>
        {menu && <Box onClick={stopRowClick}>{menu}</Box>}
      </Group>
    </Paper>
  );
}

interface ResponsiveListProps<T> {
  /** The list's name for screen readers, the same as the table's: 'Demandas'. */
  label: string;
  items: readonly T[];
  /** The table shown from 48em up. */
  table: ReactNode;
  card: (item: T) => ListCardData;
  /** Above the cards on a phone: 'Selecionar todos', the sort. */
  header?: ReactNode;
}

export function ResponsiveList<T>({ label, items, table, card, header }: ResponsiveListProps<T>) {
  const phone = usePhone();
  if (!phone) return <>{table}</>;
  return (
    <Stack gap="xs">
      {header}
      <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const { key, ...data } = card(item);
          return <ListCard key={key} {...data} />;
        })}
      </Stack>
    </Stack>
  );
}

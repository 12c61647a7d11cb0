// Above the calendar: 'Hoje', previous/next, the range's title, the view switch; below, the categories as
// filter chips (also the colour legend) and 'Somente meus eventos'.
import {
  ActionIcon,
  Box,
  Button,
  Chip,
  ColorSwatch,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EventCategory } from '@gabinete/shared';
import { AGENDA_VIEW_LABELS, AGENDA_VIEWS, NO_CATEGORY, type AgendaView } from '../lib/agenda-params.ts';
import { categoryColor } from '../lib/calendar-events.ts';

const STEP_LABELS: Record<AgendaView, [string, string]> = {
  month: ['Mês anterior', 'Próximo mês'],
  week: ['Semana anterior', 'Próxima semana'],
  day: ['Dia anterior', 'Próximo dia'],
};

interface AgendaToolbarProps {
  title: string;
  view: AgendaView;
  loading: boolean;
  small: boolean;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  onView: (view: AgendaView) => void;
}

export function AgendaToolbar({ title, view, loading, small, onToday, onStep, onView }: AgendaToolbarProps) {
  const heading = (
    <Group gap="xs" wrap="nowrap">
      <Title order={2} fz="lg" fw={600} aria-live="polite">
        {title.charAt(0).toUpperCase() + title.slice(1)}
      </Title>
      {loading && <Loader size="xs" aria-label="Carregando eventos" />}
    </Group>
  );
  return (
    <Stack gap="xs" mb="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={onToday} style={{ flexShrink: 0 }}>
            Hoje
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={STEP_LABELS[view][0]}
            onClick={() => onStep(-1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={STEP_LABELS[view][1]} onClick={() => onStep(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
          {!small && <Box ml={4}>{heading}</Box>}
        </Group>
        <SegmentedControl
          value={view}
          onChange={(v) => onView(v as AgendaView)}
          data={AGENDA_VIEWS.map((v) => ({ value: v, label: AGENDA_VIEW_LABELS[v] }))}
          aria-label="Visualização"
          size={small ? 'xs' : 'sm'}
        />
      </Group>
      {small && heading}
    </Stack>
  );
}

interface AgendaFiltersProps {
  categories: EventCategory[];
  /** Whether some loaded event has no category (then 'Sem categoria' is offered). */
  withUncategorised: boolean;
  hidden: string[];
  mine: boolean;
  /** Kept for the callers; the chips wrap at every width. */
  small?: boolean;
  onHidden: (hidden: string[]) => void;
  onMine: (mine: boolean) => void;
}

export function AgendaFilters({
  categories,
  withUncategorised,
  hidden,
  mine,
  onHidden,
  onMine,
}: AgendaFiltersProps) {
  const options = [
    ...categories.map((c) => ({ value: c._id, label: c.name, color: c.color as string | null })),
    ...(withUncategorised ? [{ value: NO_CATEGORY, label: 'Sem categoria', color: null }] : []),
  ];
  const visible = options.map((o) => o.value).filter((v) => !hidden.includes(v));
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md">
      <Chip.Group
        multiple
        value={visible}
        onChange={(next) => onHidden(options.map((o) => o.value).filter((v) => !next.includes(v)))}
      >
        {/* The chips wrap on a phone too: a row scrolled sideways hid the categories past the edge. */}
        <Box maw="100%">
          <Group gap={6} role="group" aria-label="Categorias exibidas" wrap="wrap">
            {options.map((o) => (
              <Chip
                key={o.value}
                value={o.value}
                size="xs"
                variant="outline"
                color={o.color ?? 'dark'}
                icon={<ColorSwatch size={10} color={categoryColor(o.color)} />}
              >
                {o.label}
              </Chip>
            ))}
          </Group>
        </Box>
      </Chip.Group>
      <Switch label="Somente meus eventos" checked={mine} onChange={(e) => onMine(e.currentTarget.checked)} />
    </Group>
  );
}

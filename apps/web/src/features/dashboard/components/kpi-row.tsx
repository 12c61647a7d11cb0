// The figures across the top, readable in five seconds: open and overdue demandas, this week's
// atendimentos, citizens (and new this month), today's birthdays. A figure the user may not read is left out.
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconCake, IconFileDescription, IconHeadset, IconUsers } from '@tabler/icons-react';
import type { Dashboard } from '@gabinete/shared';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { countText, plural } from '../lib/dashboard-format.ts';
import { StatTile } from './stat-tile.tsx';

/** 'Camila e Heloísa', 'Camila, Heloísa e mais 2', or 'Ninguém hoje'. */
function birthdayNames(b: NonNullable<Dashboard['birthdays']>): string {
  if (b.total === 0) return 'Ninguém hoje';
  const names = b.citizens.slice(0, 2).map((c) => c.name.split(' ')[0]);
  const rest = b.total - names.length;
  if (rest > 0) return `${names.join(', ')} e mais ${formatNumber(rest)}`;
  return names.length === 2 ? `${names[0]} e ${names[1]}` : (names[0] ?? '');
}

interface Props {
  data: Dashboard | undefined;
  show: { demands: boolean; occurrences: boolean; citizens: boolean };
  canCreateCitizens: boolean;
}

type Figure = Pick<ComponentProps<typeof StatTile>, 'value' | 'to' | 'linkLabel' | 'detail'>;

interface Tile {
  key: string;
  shown: boolean;
  label: string;
  icon: ReactNode;
  color: string;
  /** What the tile says once its part of the dashboard has arrived. */
  figure: Figure | null | undefined;
}

export function KpiRow({ data, show, canCreateCitizens }: Props) {
  const demands = data?.demands;
  const weeks = data?.occurrences?.weeks;
  const current = weeks?.at(-1);
  const previous = weeks?.at(-2);
  const citizens = data?.citizens;
  const birthdays = data?.birthdays;
  const all: Tile[] = [
    {
      key: 'demands',
      shown: show.demands,
      label: 'Demandas em aberto',
      icon: <IconFileDescription size={16} />,
      color: 'blue',
      figure: demands && {
        value: countText(demands.open),
        to: dashboardLinks.openDemands(),
        linkLabel: `${countText(demands.open)} demandas em aberto`,
        detail:
          demands.overdue > 0 ? (
            <Anchor component={Link} to={dashboardLinks.overdueDemands()} c="red.7" fw={600} size="sm">
              {plural(demands.overdue, 'atrasada', 'atrasadas')}
            </Anchor>
          ) : (
            <Text span c="teal.7" size="sm">
              Nenhuma atrasada
            </Text>
          ),
      },
    },
    {
      key: 'occurrences',
      shown: show.occurrences,
      label: 'Atendimentos na semana',
      icon: <IconHeadset size={16} />,
      color: 'teal',
      figure: current && {
        value: formatNumber(current.count),
        to: dashboardLinks.occurrencesBetween(current.from, current.to),
        linkLabel: `${plural(current.count, 'atendimento', 'atendimentos')} nesta semana`,
        detail: previous && `Semana passada: ${formatNumber(previous.count)}`,
      },
    },
    {
      key: 'citizens',
      shown: show.citizens,
      label: 'Eleitores',
      icon: <IconUsers size={16} />,
      color: 'indigo',
      figure: citizens && {
        value: countText(citizens.total, citizens.totalIsEstimate),
        to: dashboardLinks.citizens(),
        linkLabel: `${countText(citizens.total, citizens.totalIsEstimate)} eleitores`,
        detail:
          citizens.total === 0 && canCreateCitizens ? (
            <Anchor component={Link} to={dashboardLinks.newCitizen()} size="sm">
              Cadastrar o primeiro eleitor
            </Anchor>
          ) : (
            <Anchor component={Link} to={dashboardLinks.citizensSince(citizens.monthStart)} size="sm">
              +{countText(citizens.newThisMonth, citizens.newThisMonthIsEstimate)} neste mês
            </Anchor>
          ),
      },
    },
    {
      key: 'birthdays',
      shown: show.citizens,
      label: 'Aniversariantes hoje',
      icon: <IconCake size={16} />,
      color: 'pink',
      figure: birthdays && {
        value: formatNumber(birthdays.total),
        to: dashboardLinks.birthdays(),
        linkLabel: `${plural(birthdays.total, 'aniversariante', 'aniversariantes')} hoje`,
        detail: birthdayNames(birthdays),
      },
    },
  ];
  const tiles = all.filter((tile) => tile.shown);
  if (tiles.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, lg: tiles.length }} spacing={{ base: 'xs', sm: 'md' }}>
      {tiles.map(({ key, label, icon, color, figure }) => (
        <StatTile key={key} label={label} icon={icon} color={color} loading={!data} {...figure} />
      ))}
    </SimpleGrid>
  );
}

// The figures across the top, readable in five seconds: open and overdue demandas, this week's
// atendimentos, citizens (and new this month), today's birthdays. A figure the user may not read is left out.
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconCake, IconFileDescription, IconHeadset, IconUsers } from '@tabler/icons-react';
import type { Dashboard } from '@gabinete/shared';
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

export function KpiRow({ data, show, canCreateCitizens }: Props) {
  const loading = !data;
  const demands = data?.demands;
  const weeks = data?.occurrences?.weeks;
  const current = weeks?.at(-1);
  const previous = weeks?.at(-2);
  const citizens = data?.citizens;
  const birthdays = data?.birthdays;
  const tiles = [
    show.demands && (
      <StatTile
        key="demands"
        label="Demandas em aberto"
        icon={<IconFileDescription size={16} />}
        color="blue"
        loading={loading}
        value={demands ? countText(demands.open) : undefined}
        to={dashboardLinks.openDemands()}
        linkLabel={demands ? `${countText(demands.open)} demandas em aberto` : undefined}
        detail={
          demands &&
          (demands.overdue > 0 ? (
            <Anchor component={Link} to={dashboardLinks.overdueDemands()} c="red.7" fw={600} size="sm">
              {plural(demands.overdue, 'atrasada', 'atrasadas')}
            </Anchor>
          ) : (
            <Text span c="teal.7" size="sm">
              Nenhuma atrasada
            </Text>
          ))
        }
      />
    ),
    show.occurrences && (
      <StatTile
        key="occurrences"
        label="Atendimentos na semana"
        icon={<IconHeadset size={16} />}
        color="teal"
        loading={loading}
        value={current ? formatNumber(current.count) : undefined}
        to={current ? dashboardLinks.occurrencesBetween(current.from, current.to) : undefined}
        linkLabel={
          current ? `${plural(current.count, 'atendimento', 'atendimentos')} nesta semana` : undefined
        }
        detail={previous && `Semana passada: ${formatNumber(previous.count)}`}
      />
    ),
    show.citizens && (
      <StatTile
        key="citizens"
        label="Eleitores"
        icon={<IconUsers size={16} />}
        color="indigo"
        loading={loading}
        value={citizens ? countText(citizens.total, citizens.totalIsEstimate) : undefined}
        to={dashboardLinks.citizens()}
        linkLabel={citizens ? `${countText(citizens.total, citizens.totalIsEstimate)} eleitores` : undefined}
        detail={
          citizens &&
          (citizens.total === 0 && canCreateCitizens ? (
            <Anchor component={Link} to={dashboardLinks.newCitizen()} size="sm">
              Cadastrar o primeiro eleitor
            </Anchor>
          ) : (
            <Anchor component={Link} to={dashboardLinks.citizensSince(citizens.monthStart)} size="sm">
              +{countText(citizens.newThisMonth, citizens.newThisMonthIsEstimate)} neste mês
            </Anchor>
          ))
        }
      />
    ),
    show.citizens && (
      <StatTile
        key="birthdays"
        label="Aniversariantes hoje"
        icon={<IconCake size={16} />}
        color="pink"
        loading={loading}
        value={birthdays ? formatNumber(birthdays.total) : undefined}
        to={dashboardLinks.birthdays()}
        linkLabel={
          birthdays ? `${plural(birthdays.total, 'aniversariante', 'aniversariantes')} hoje` : undefined
        }
        detail={birthdays && birthdayNames(birthdays)}
      />
    ),
  ].filter(Boolean);
  if (tiles.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, lg: tiles.length }} spacing={{ base: 'xs', sm: 'md' }}>
      {tiles}
    </SimpleGrid>
  );
}

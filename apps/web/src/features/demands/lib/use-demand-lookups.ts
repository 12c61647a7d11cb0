// What the filters, form and chips need to name ids: statuses, áreas and the office's people.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { demandStatusesQuery } from '../api/demand-statuses.api.ts';
import { teamOptionsQuery } from '../api/team.api.ts';

export function useTeam() {
  const team = useQuery(teamOptionsQuery());
  return useMemo(
    () => ({
      options: (team.data ?? []).map((u) => ({ value: u._id, label: u.name })),
      users: team.data ?? [],
    }),
    [team.data],
  );
}

export function useDemandLookups({ includeInactiveAreas = true } = {}) {
  const statuses = useQuery(demandStatusesQuery());
  const areas = useQuery(areasQuery(includeInactiveAreas));
  const team = useTeam();
  return useMemo(
    () => ({
      statuses: statuses.data ?? [],
      areas: areas.data ?? [],
      team,
      maps: {
        statuses: new Map((statuses.data ?? []).map((s) => [s._id, s.name])),
        areas: new Map((areas.data ?? []).map((a) => [a._id, a.name])),
        users: new Map(team.options.map((u) => [u.value, u.label])),
      },
    }),
    [statuses.data, areas.data, team],
  );
}

// Test data for the demandas component tests: statuses, list items, a record, the board.
import type { Demand, DemandListItem, DemandStatus } from '@gabinete/shared';
import type { Board } from './board-moves.ts';

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ST = { waiting: id(901), cityHall: id(902), solved: id(903), archived: id(904) };

export function makeStatus(extra: Partial<DemandStatus> & Pick<DemandStatus, '_id' | 'name'>): DemandStatus {
  return {
    color: 'gray',
    position: 0,
    isInitial: false,
    isFinal: false,
    next: [],
    demandsCount: 0,
    ...extra,
  };
}

/** Aguardando → Prefeitura/Solucionado; Prefeitura → Solucionado; Solucionado → Aguardando; Arquivado → nada. */
export const STATUSES: DemandStatus[] = [
  makeStatus({
    _id: ST.waiting,
    name: 'Aguardando encaminhamento',
    isInitial: true,
    next: [ST.cityHall, ST.solved],
  }),
  makeStatus({
    _id: ST.cityHall,
    name: 'Encaminhado para a Prefeitura',
    color: 'blue',
    position: 1,
    next: [ST.solved],
  }),
  makeStatus({
    _id: ST.solved,
    name: 'Solucionado',
    color: 'green',
    position: 2,
    isFinal: true,
    next: [ST.waiting],
  }),
  makeStatus({
    _id: ST.archived,
    name: 'Arquivado ou indeferido',
    color: 'orange',
    position: 3,
    isFinal: true,
  }),
];

const ref = (s: DemandStatus) => ({ _id: s._id, name: s.name, color: s.color, isFinal: s.isFinal });

export function makeItem(
  n: number,
  status = STATUSES[0]!,
  extra: Partial<DemandListItem> = {},
): DemandListItem {
  return {
    _id: id(n),
    protocol: `2026/${String(n).padStart(4, '0')}`,
    title: `Demanda ${n}`,
    citizens: [{ _id: id(500 + n), name: `Eleitor ${n}`, phone: null }],
    citizensCount: 1,
    area: { _id: id(700), name: 'Saúde', color: 'red' },
    priority: 'media',
    status: ref(status),
    openedAt: '2026-11-01',
    dueDate: '2026-11-10',
    overdue: false,
    responsible: { _id: id(801), name: 'Ana Souza' },
    neighborhood: 'Cambuí',
    city: 'Campinas',
    version: 3,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    deletedAt: null,
    ...extra,
  };
}

export function makeBoard(cards: Record<string, DemandListItem[]>): Board {
  return {
    columns: STATUSES.map((status) => ({
      status,
      total: cards[status._id]?.length ?? 0,
      totalIsEstimate: false,
      demands: cards[status._id] ?? [],
    })),
  };
}

export function makeDemand(extra: Partial<Demand> = {}): Demand {
  return {
    _id: id(1),
    protocol: '2026/0142',
    title: 'Troca de lâmpada na Rua das Flores',
    description: 'Poste apagado há duas semanas.',
    citizens: [{ _id: id(501), name: 'Maria da Silva', phone: '+5519999998888' }],
    area: { _id: id(700), name: 'Infraestrutura', color: 'orange' },
    priority: 'alta',
    status: ref(STATUSES[0]!),
    openedAt: '2026-11-01',
    dueDate: '2026-11-30',
    overdue: false,
    closedAt: null,
    responsible: { _id: id(801), name: 'Ana Souza' },
    chamberProtocol: null,
    cityHallProtocol: null,
    agency: null,
    institution: null,
    institutionRef: null,
    location: {
      cep: null,
      street: null,
      number: null,
      complement: null,
      neighborhood: null,
      cityIbge: null,
      city: null,
      uf: null,
      referencePoint: null,
      lat: null,
      lng: null,
    },
    occurrence: null,
    following: false,
    commentsCount: 0,
    attachmentsCount: 0,
    version: 4,
    createdBy: { _id: id(801), name: 'Ana Souza' },
    updatedBy: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    deletedAt: null,
    ...extra,
  };
}

// The demanda form's values (what inputs hold) and their conversion to and from the API: the record
// for editing, a citizen or an atendimento for prefilling a new one.
import type { Demand, Occurrence, Priority } from '@gabinete/shared';
import { todayIso } from '../../../lib/format.ts';
import {
  addressToValues,
  emptyAddress,
  valuesToAddress,
  type AddressValues,
} from '../../citizens/lib/address-values.ts';
import type { InstitutionOption } from '../../institutions/components/institution-select.tsx';
import type { DemandInput, UpdateDemandInput } from '../api/demands.api.ts';

export interface CitizenChoice {
  _id: string;
  name: string;
}

export type DemandFormValues = AddressValues & {
  title: string;
  description: string;
  citizens: CitizenChoice[];
  areaId: string | null;
  priority: Priority;
  statusId: string | null;
  openedAt: string | null;
  dueDate: string | null;
  responsibleId: string | null;
  chamberProtocol: string;
  cityHallProtocol: string;
  agency: string;
  /** Text typed before the Instituições existed; a linked record's name otherwise. */
  institution: string;
  institutionRef: InstitutionOption | null;
  lat: number | null;
  lng: number | null;
  occurrenceId: string | null;
};

export const emptyDemandValues = (): DemandFormValues => ({
  title: '',
  description: '',
  citizens: [],
  areaId: null,
  priority: 'media',
  statusId: null,
  openedAt: todayIso(),
  dueDate: null,
  responsibleId: null,
  chamberProtocol: '',
  cityHallProtocol: '',
  agency: '',
  institution: '',
  institutionRef: null,
  ...emptyAddress(),
  lat: null,
  lng: null,
  occurrenceId: null,
});

/** The fields' names in the 'Recarregar dados' notice; the address and the pin travel as one 'local'. */
export const DEMAND_FIELD_LABELS: Record<keyof DemandFormValues, string> = {
  title: 'título',
  description: 'descrição',
  citizens: 'eleitores',
  areaId: 'área',
  priority: 'prioridade',
  statusId: 'situação',
  openedAt: 'data de abertura',
  dueDate: 'prazo',
  responsibleId: 'responsável',
  chamberProtocol: 'protocolo da Câmara',
  cityHallProtocol: 'protocolo da Prefeitura',
  agency: 'órgão responsável',
  institution: 'instituição',
  institutionRef: 'instituição',
  cep: 'local',
  street: 'local',
  number: 'local',
  complement: 'local',
  neighborhood: 'local',
  city: 'local',
  uf: 'local',
  referencePoint: 'local',
  lat: 'local',
  lng: 'local',
  occurrenceId: 'atendimento de origem',
};

export function demandToValues(d: Demand): DemandFormValues {
  const l = d.location;
  return {
    title: d.title,
    description: d.description ?? '',
    citizens: d.citizens.map((c) => ({ _id: c._id, name: c.name })),
    areaId: d.area?._id ?? null,
    priority: d.priority,
    statusId: d.status._id,
    openedAt: d.openedAt.slice(0, 10),
    dueDate: d.dueDate?.slice(0, 10) ?? null,
    responsibleId: d.responsible?._id ?? null,
    chamberProtocol: d.chamberProtocol ?? '',
    cityHallProtocol: d.cityHallProtocol ?? '',
    agency: d.agency ?? '',
    institution: d.institution ?? '',
    institutionRef: d.institutionRef,
    ...addressToValues(l),
    lat: l.lat,
    lng: l.lng,
    occurrenceId: d.occurrence?._id ?? null,
  };
}

/** 'Abrir demanda' from an atendimento: its assunto, descrição, eleitor, área and responsável carry over. */
export function occurrenceToValues(o: Occurrence, base = emptyDemandValues()): DemandFormValues {
  return {
    ...base,
    title: o.subject,
    description: o.description ?? '',
    citizens: [{ _id: o.citizen._id, name: o.citizen.name }],
    areaId: o.area?._id ?? null,
    responsibleId: o.responsible?._id ?? null,
    occurrenceId: o._id,
  };
}

/** The fields both the create and the update send, from the form values. */
function commonInput(v: DemandFormValues) {
  const address = valuesToAddress(v);
  return {
    title: v.title,
    description: v.description,
    citizenIds: v.citizens.map((c) => c._id),
    areaId: v.areaId,
    priority: v.priority,
    openedAt: v.openedAt ?? undefined,
    dueDate: v.dueDate,
    responsibleId: v.responsibleId,
    chamberProtocol: v.chamberProtocol,
    cityHallProtocol: v.cityHallProtocol,
    agency: v.agency,
    institution: v.institutionRef ? v.institutionRef.name : v.institution,
    institutionId: v.institutionRef?._id ?? null,
    ...address,
    uf: address.uf as DemandInput['uf'],
    lat: v.lat,
    lng: v.lng,
  };
}

export function valuesToCreateInput(v: DemandFormValues): DemandInput {
  return {
    ...commonInput(v),
    statusId: v.statusId ?? undefined,
    occurrenceId: v.occurrenceId ?? undefined,
  };
}

export function valuesToUpdateInput(v: DemandFormValues, version: number): UpdateDemandInput {
  return { ...commonInput(v), version };
}

/** Zod paths of the input back to the form's fields (citizenIds → citizens, cityIbge → city). */
export function inputErrorsToFields(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.startsWith('citizenIds') ? 'citizens' : key === 'cityIbge' ? 'city' : key;
    out[field] ??= message;
  }
  return out;
}

// The emenda form's values (what the fields hold) and their conversion to and from the API.
import {
  AMENDMENT_MONEY_FIELDS,
  type Amendment,
  type AmendmentKind,
  type AmendmentModality,
  type AmendmentMoneyField,
  type AmendmentSphere,
  type AmendmentStatus,
} from '@gabinete/shared';
import type { MunicipalityValue } from '../../citizens/components/municipality-select.tsx';
import type { InstitutionOption } from '../../institutions/components/institution-select.tsx';

export type AmendmentFormValues = {
  sphere: AmendmentSphere;
  year: number;
  number: string;
  code: string;
  kind: AmendmentKind | null;
  author: string;
  object: string;
  areaId: string | null;
  city: MunicipalityValue | null;
  institution: InstitutionOption | null;
  modality: AmendmentModality | null;
  agency: string;
  status: AmendmentStatus;
  sourceStatus: string;
  commitmentNumber: string;
  agreementNumber: string;
  seiNumber: string;
  indicationDeadline: string | null;
  workPlanDeadline: string | null;
  accountabilityDeadline: string | null;
  impedimentReason: string;
  responsibleId: string | null;
  citizens: { _id: string; name: string }[];
} & Record<AmendmentMoneyField, number | null>;

export const emptyAmendmentValues = (): AmendmentFormValues => ({
  sphere: 'federal',
  year: new Date().getFullYear(),
  number: '',
  code: '',
  kind: null,
  author: '',
  object: '',
  areaId: null,
  city: null,
  institution: null,
  modality: null,
  agency: '',
  status: 'indicada',
  sourceStatus: '',
  commitmentNumber: '',
  agreementNumber: '',
  seiNumber: '',
  indicationDeadline: null,
  workPlanDeadline: null,
  accountabilityDeadline: null,
  impedimentReason: '',
  responsibleId: null,
  citizens: [],
  ...(Object.fromEntries(AMENDMENT_MONEY_FIELDS.map((f) => [f, null])) as Record<AmendmentMoneyField, null>),
});

export function amendmentToValues(a: Amendment): AmendmentFormValues {
  return {
    sphere: a.sphere,
    year: a.year,
    number: a.number ?? '',
    code: a.code ?? '',
    kind: a.kind,
    author: a.author,
    object: a.object ?? '',
    areaId: a.area?._id ?? null,
    city: a.cityIbge && a.city && a.uf ? { ibge: a.cityIbge, name: a.city, uf: a.uf } : null,
    institution: a.institution,
    modality: a.modality,
    agency: a.agency ?? '',
    status: a.status,
    sourceStatus: a.sourceStatus ?? '',
    commitmentNumber: a.commitmentNumber ?? '',
    agreementNumber: a.agreementNumber ?? '',
    seiNumber: a.seiNumber ?? '',
    indicationDeadline: a.indicationDeadline,
    workPlanDeadline: a.workPlanDeadline,
    accountabilityDeadline: a.accountabilityDeadline,
    impedimentReason: a.impedimentReason ?? '',
    responsibleId: a.responsible?._id ?? null,
    citizens: a.citizens.map((c) => ({ _id: c._id, name: c.name })),
    ...a.money,
  };
}

/** The body the API takes (create: with the status; edit: the status moves elsewhere). */
export function valuesToInput(v: AmendmentFormValues) {
  const money = Object.fromEntries(AMENDMENT_MONEY_FIELDS.map((f) => [f, v[f] ?? 0]));
  return {
    sphere: v.sphere,
    year: Number(v.year),
    number: v.number,
    code: v.code,
    kind: v.kind ?? undefined,
    author: v.author,
    object: v.object,
    areaId: v.areaId,
    cityIbge: v.city?.ibge ?? null,
    institutionId: v.institution?._id ?? null,
    modality: v.modality,
    agency: v.agency,
    sourceStatus: v.sourceStatus,
    commitmentNumber: v.commitmentNumber,
    agreementNumber: v.agreementNumber,
    seiNumber: v.seiNumber,
    indicationDeadline: v.indicationDeadline,
    workPlanDeadline: v.workPlanDeadline,
    accountabilityDeadline: v.accountabilityDeadline,
    impedimentReason: v.impedimentReason,
    responsibleId: v.responsibleId,
    citizenIds: v.citizens.map((c) => c._id),
    ...money,
  };
}

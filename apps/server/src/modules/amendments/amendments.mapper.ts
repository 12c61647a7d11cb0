// Rows as the API answers them (AmendmentSchema / AmendmentListItemSchema).
import type {
  Amendment,
  AmendmentKind,
  AmendmentListItem,
  AmendmentModality,
  AmendmentSphere,
  AmendmentStatus,
  AreaRef,
} from '@gabinete/shared';
import { formatProtocol } from '../protocols/protocols.ts';
import type { AmendmentDetail, AmendmentView } from './amendments.repository.ts';

export function toAmendmentListItem(v: AmendmentView): AmendmentListItem {
  const r = v.row;
  return {
    _id: r.id,
    sphere: r.sphere as AmendmentSphere,
    year: r.year,
    number: r.number,
    code: r.code,
    kind: r.kind as AmendmentKind,
    author: r.author,
    object: r.object,
    area:
      r.areaId && v.areaName
        ? { _id: r.areaId, name: v.areaName, color: v.areaColor as AreaRef['color'] }
        : null,
    cityIbge: r.cityIbge,
    city: v.city,
    uf: r.uf,
    lat: r.lat,
    lng: r.lng,
    institution:
      r.institutionId && v.institutionName
        ? { _id: r.institutionId, name: v.institutionName, cnpj: v.institutionCnpj }
        : null,
    modality: r.modality as AmendmentModality | null,
    agency: r.agency,
    money: {
      indicated: r.indicated,
      approved: r.approved,
      committed: r.committed,
      liquidated: r.liquidated,
      paid: r.paid,
      rapRegistered: r.rapRegistered,
      rapCancelled: r.rapCancelled,
      rapPaid: r.rapPaid,
    },
    indicatedOn: r.indicatedOn,
    approvedOn: r.approvedOn,
    committedOn: r.committedOn,
    liquidatedOn: r.liquidatedOn,
    paidOn: r.paidOn,
    status: r.status as AmendmentStatus,
    sourceStatus: r.sourceStatus,
    commitmentNumber: r.commitmentNumber,
    agreementNumber: r.agreementNumber,
    seiNumber: r.seiNumber,
    indicationDeadline: r.indicationDeadline,
    workPlanDeadline: r.workPlanDeadline,
    accountabilityDeadline: r.accountabilityDeadline,
    impedimentReason: r.impedimentReason,
    responsible: r.responsibleId ? { _id: r.responsibleId, name: v.responsibleName ?? '' } : null,
    syncedAt: r.syncedAt?.toISOString() ?? null,
    syncSource: r.syncSource,
    version: r.version,
    createdBy: r.createdBy ? { _id: r.createdBy, name: v.createdByName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
  };
}

export const toAmendment = (d: AmendmentDetail): Amendment => ({
  ...toAmendmentListItem(d),
  demands: d.demands.map((x) => ({ _id: x.id, protocol: formatProtocol(x.year, x.number), title: x.title })),
  citizens: d.citizens.map((c) => ({ _id: c.id, name: c.name, phone: c.phone })),
});

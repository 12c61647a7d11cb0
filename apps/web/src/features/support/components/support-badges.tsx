// Situação and categoria of a support ticket, in the colours of the shared contract.
import { Badge } from '@mantine/core';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_COLORS,
  SUPPORT_STATUS_LABELS,
  type SupportCategory,
  type SupportStatus,
} from '@gabinete/shared';

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge color={SUPPORT_STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function SupportCategoryBadge({ category }: { category: SupportCategory }) {
  return (
    <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
      {SUPPORT_CATEGORY_LABELS[category]}
    </Badge>
  );
}

export const STATUS_OPTIONS = Object.entries(SUPPORT_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const CATEGORY_OPTIONS = Object.entries(SUPPORT_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

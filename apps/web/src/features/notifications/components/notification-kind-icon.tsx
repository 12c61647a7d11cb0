// One icon and colour per kind, so a glance tells an assignment from a deadline from a reminder.
import { ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarPlus,
  IconCalendarTime,
  IconChecklist,
  IconClipboardText,
  IconClockExclamation,
  IconHeadset,
  IconMessage,
  IconMessageCircle,
  IconProgressCheck,
  IconArrowsExchange,
  IconLifebuoy,
  IconCoin,
  IconReportMoney,
  type Icon,
} from '@tabler/icons-react';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@gabinete/shared';

export const KIND_ICONS: Record<NotificationKind, { icon: Icon; color: string }> = {
  demand_assigned: { icon: IconClipboardText, color: 'blue' },
  demand_status: { icon: IconProgressCheck, color: 'teal' },
  demand_comment: { icon: IconMessage, color: 'violet' },
  demand_overdue: { icon: IconAlertTriangle, color: 'red' },
  occurrence_assigned: { icon: IconHeadset, color: 'cyan' },
  task_assigned: { icon: IconChecklist, color: 'indigo' },
  task_overdue: { icon: IconClockExclamation, color: 'orange' },
  event_invited: { icon: IconCalendarPlus, color: 'grape' },
  event_reminder: { icon: IconCalendarTime, color: 'yellow' },
  chat_pending: { icon: IconMessageCircle, color: 'green' },
  chat_transferred: { icon: IconArrowsExchange, color: 'blue' },
  document_reply_overdue: { icon: IconClockExclamation, color: 'red' },
  support_reply: { icon: IconLifebuoy, color: 'pink' },
  support_ticket: { icon: IconLifebuoy, color: 'pink' },
  amendment_assigned: { icon: IconReportMoney, color: 'teal' },
  amendment_values: { icon: IconCoin, color: 'green' },
};

export function NotificationKindIcon({ kind, size = 32 }: { kind: NotificationKind; size?: number }) {
  const { icon: KindIcon, color } = KIND_ICONS[kind];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size={size}
      radius="xl"
      aria-label={NOTIFICATION_KIND_LABELS[kind]}
      role="img"
    >
      <KindIcon size={Math.round(size * 0.56)} aria-hidden />
    </ThemeIcon>
  );
}

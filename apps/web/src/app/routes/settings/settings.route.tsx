// '/configuracoes': the office's settings in one place. Each tab shows only to who may open it (its ability,
// or office admin where the server asks for that); the open tab lives in the URL (?aba=). A user who may open
// none of the gated tabs sees the office profile (read-only) and their own theme, without tabs.
// A new tab is one entry of SETTINGS_TABS.
import { Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBrandWhatsapp,
  IconBuilding,
  IconCalendarEvent,
  IconClockHour4,
  IconCategory,
  IconCreditCard,
  IconHistory,
  IconListDetails,
  IconMail,
  IconMessage2,
  IconPalette,
  IconShieldLock,
  IconSparkles,
  IconTemplate,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { AuditLog } from '../../../features/audit/components/audit-log.tsx';
import { StatusesSettings } from '../../../features/demands/components/statuses/statuses-settings.tsx';
import { PrivacyRequestsAdmin } from '../../../features/privacy/components/privacy-requests-admin.tsx';
import { EmailSettingsCard } from '../../../features/settings/components/email-settings-card.tsx';
import {
  AiTab,
  AppearanceTab,
  AreasLinkTab,
  EventCategoriesTab,
  OfficeProfileTab,
  PlanTab,
  TemplatesTab,
  UsersLinkTab,
} from '../../../features/settings/components/settings-tabs.tsx';
import { SendingSettingsTab } from '../../../features/campaigns/components/sending-settings-tab.tsx';
import { SmsSettingsTab } from '../../../features/sms/components/sms-settings-tab.tsx';
import { WhatsappSettingsTab } from '../../../features/whatsapp/components/whatsapp-settings-tab.tsx';
import { useAppAbility, type AppAbility } from '../../../lib/ability.ts';
import { useUserData } from '../../../lib/session.ts';

interface TabContext {
  ability: AppAbility;
  /** The office admin (or the platform admin): LGPD and the audit log are theirs on the server. */
  officeAdmin: boolean;
}

export interface SettingsTab {
  key: string;
  label: string;
  icon: Icon;
  /** Who sees the tab; 'everyone' tabs alone do not make a tabbed page. */
  visible: 'everyone' | ((ctx: TabContext) => boolean);
  component: ComponentType;
}

export const SETTINGS_TABS: SettingsTab[] = [
  {
    key: 'gabinete',
    label: 'Gabinete',
    icon: IconBuilding,
    visible: 'everyone',
    component: OfficeProfileTab,
  },
  { key: 'aparencia', label: 'Aparência', icon: IconPalette, visible: 'everyone', component: AppearanceTab },
  {
    key: 'usuarios',
    label: 'Usuários e permissões',
    icon: IconUsers,
    visible: ({ ability }) => ability.can('read', 'users'),
    component: UsersLinkTab,
  },
  {
    key: 'areas',
    label: 'Áreas',
    icon: IconCategory,
    visible: ({ ability }) => ability.can('read', 'areas'),
    component: AreasLinkTab,
  },
  {
    key: 'situacoes',
    label: 'Situações de demandas',
    icon: IconListDetails,
    visible: ({ ability }) => ability.can('read', 'settings') && ability.can('read', 'demands'),
    component: StatusesSettings,
  },
  {
    key: 'agenda',
    label: 'Categorias da agenda',
    icon: IconCalendarEvent,
    visible: ({ ability }) => ability.can('update', 'events'),
    component: EventCategoriesTab,
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    icon: IconBrandWhatsapp,
    visible: ({ ability }) => ability.can('update', 'whatsapp'),
    component: WhatsappSettingsTab,
  },
  {
    key: 'sms',
    label: 'SMS',
    icon: IconMessage2,
    visible: ({ ability }) => ability.can('manage', 'sms'),
    component: SmsSettingsTab,
  },
  {
    key: 'envio',
    label: 'Envio',
    icon: IconClockHour4,
    visible: ({ ability }) => ability.can('read', 'campaigns'),
    component: SendingSettingsTab,
  },
  {
    key: 'email',
    label: 'E-mail',
    icon: IconMail,
    visible: ({ ability }) => ability.can('read', 'settings'),
    component: EmailSettingsCard,
  },
  {
    key: 'modelos',
    label: 'Modelos',
    icon: IconTemplate,
    visible: ({ ability }) => ability.can('read', 'documents') || ability.can('update', 'sac'),
    component: TemplatesTab,
  },
  {
    key: 'ia',
    label: 'IA',
    icon: IconSparkles,
    visible: ({ ability }) => ability.can('read', 'ai'),
    component: AiTab,
  },
  {
    key: 'lgpd',
    label: 'LGPD',
    icon: IconShieldLock,
    visible: ({ officeAdmin }) => officeAdmin,
    component: PrivacyRequestsAdmin,
  },
  {
    key: 'auditoria',
    label: 'Auditoria',
    icon: IconHistory,
    visible: ({ officeAdmin }) => officeAdmin,
    component: AuditLog,
  },
  {
    key: 'plano',
    label: 'Plano',
    icon: IconCreditCard,
    visible: ({ ability }) => ability.can('read', 'settings'),
    component: PlanTab,
  },
];

const DEFAULT_TAB = 'gabinete';

/** The tabs this user may open, in order. */
export function useSettingsTabs(): { tabs: SettingsTab[]; gated: boolean } {
  const ability = useAppAbility();
  const role = useUserData()?.role;
  const ctx: TabContext = { ability, officeAdmin: role === 'admin' || role === 'platform_admin' };
  const tabs = SETTINGS_TABS.filter((t) => t.visible === 'everyone' || t.visible(ctx));
  return { tabs, gated: tabs.some((t) => t.visible !== 'everyone') };
}

export function SettingsRoute() {
  const { tabs, gated } = useSettingsTabs();
  // Fifteen tabs: a column on a wide screen (from 1440 px, where the LGPD and audit tables still fit beside it),
  // a wrapping row on smaller ones.
  const wide = useMediaQuery('(min-width: 90em)', false);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('aba');
  const current = tabs.find((t) => t.key === requested) ?? tabs.find((t) => t.key === DEFAULT_TAB)!;

  if (!gated) {
    return (
      <Stack gap="lg">
        <PageHeader
          title="Configurações"
          description="Os dados do gabinete que aparecem no sistema e nos documentos, e o seu tema."
        />
        <OfficeProfileTab />
        <AppearanceTab />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Configurações"
        description="Tudo o que o gabinete ajusta em um só lugar; cada aba aparece para quem pode usá-la."
      />
      <Tabs
        value={current.key}
        // Each tab has its own filters: switching starts clean.
        onChange={(value) => setSearchParams(value && value !== DEFAULT_TAB ? { aba: value } : {})}
        keepMounted={false}
        orientation={wide ? 'vertical' : 'horizontal'}
        styles={{ panel: { flex: 1, minWidth: 0 }, tabLabel: wide ? { textAlign: 'left' } : undefined }}
      >
        <Tabs.List mb={wide ? undefined : 'md'} mr={wide ? 'lg' : undefined} miw={wide ? 220 : undefined}>
          {tabs.map(({ key, label, icon: TabIcon }) => (
            <Tabs.Tab key={key} value={key} leftSection={<TabIcon size={16} />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ key, component: Panel }) => (
          <Tabs.Panel key={key} value={key}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

// Account settings ('Configurações da conta'): tabs over GET /account-setting/data; edits stay in the page.
import { Card, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconInfoCircle, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { AccountGeneral } from './account-settings-general.tsx';
import { AccountInfo } from './account-settings-info.tsx';
import { AccountNotifications } from './account-settings-notifications.tsx';
import { AccountPassword } from './account-settings-password.tsx';
import type { AccountData } from './account-settings-shared.ts';
import { AccountSocial } from './account-settings-social.tsx';

export function AccountSettings() {
  const data = useQuery({
    queryKey: ['pages', 'account-settings'],
    queryFn: () => demoApi.get<AccountData>('/account-setting/data'),
  });
  const wide = useMediaQuery('(min-width: 62em)');

  return (
    <DemoPage title="Configurações da conta" trail={[{ label: 'Páginas' }]}>
      {data.isPending ? (
        <PageLoader />
      ) : data.isError ? (
        <ErrorNotice error={data.error} />
      ) : (
        <Tabs
          defaultValue="geral"
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="pills"
          keepMounted
          styles={
            wide
              ? { tab: { justifyContent: 'flex-start' }, tabLabel: { flex: 1, textAlign: 'left' } }
              : undefined
          }
        >
          <Tabs.List
            mb={wide ? 0 : 'md'}
            mr={wide ? 'md' : 0}
            style={wide ? { width: 220 } : { overflowX: 'auto', flexWrap: 'nowrap' }}
          >
            <Tabs.Tab value="geral" leftSection={<IconUser size={16} />}>
              Geral
            </Tabs.Tab>
            <Tabs.Tab value="senha" leftSection={<IconLock size={16} />}>
              Alterar senha
            </Tabs.Tab>
            <Tabs.Tab value="informacoes" leftSection={<IconInfoCircle size={16} />}>
              Informações
            </Tabs.Tab>
            <Tabs.Tab value="redes" leftSection={<IconLink size={16} />}>
              Redes sociais
            </Tabs.Tab>
            <Tabs.Tab value="notificacoes" leftSection={<IconBell size={16} />}>
              Notificações
            </Tabs.Tab>
          </Tabs.List>
          <Card withBorder style={{ flex: 1, minWidth: 0 }} p={{ base: 'md', sm: 'lg' }}>
            <Tabs.Panel value="geral">
              <AccountGeneral initial={data.data.general} />
            </Tabs.Panel>
            <Tabs.Panel value="senha">
              <AccountPassword />
            </Tabs.Panel>
            <Tabs.Panel value="informacoes">
              <AccountInfo initial={data.data.info} />
            </Tabs.Panel>
            <Tabs.Panel value="redes">
              <AccountSocial initial={data.data.social} />
            </Tabs.Panel>
            <Tabs.Panel value="notificacoes">
              <AccountNotifications initial={data.data.notification} />
            </Tabs.Panel>
          </Card>
        </Tabs>
      )}
    </DemoPage>
  );
}

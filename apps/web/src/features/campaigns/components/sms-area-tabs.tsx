// The SMS area's two pages: the message history and the campaigns (shown when the user may read campaigns).
import { Tabs } from '@mantine/core';
import { IconMessage2, IconSpeakerphone } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.ts';

export function SmsAreaTabs({ value }: { value: 'mensagens' | 'campanhas' }) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  if (!ability.can('read', 'campaigns') || !ability.can('read', 'sms')) return null;
  return (
    <Tabs value={value} onChange={(v) => void navigate(v === 'campanhas' ? '/sms/campanhas' : '/sms')}>
      <Tabs.List>
        <Tabs.Tab value="mensagens" leftSection={<IconMessage2 size={16} />}>
          Mensagens
        </Tabs.Tab>
        <Tabs.Tab value="campanhas" leftSection={<IconSpeakerphone size={16} />}>
          Campanhas
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

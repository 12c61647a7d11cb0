// Phones and e-mails with one-click actions: ligar (tel:), WhatsApp and e-mail (mailto:). WhatsApp sends
// through the office's WhatsApp (POST /whatsapp/sendmessage) for who may act on the SAC, to a number that
// accepts contact; otherwise it opens the person's own WhatsApp (wa.me).
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { EMAIL_TYPE_LABELS, formatPhone, PHONE_TYPE_LABELS, type Citizen } from '@gabinete/shared';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppAbility } from '../../../../lib/ability.ts';
import {
  SendWhatsappModal,
  type SendWhatsappTarget,
} from '../../../whatsapp/components/send-whatsapp-modal.tsx';

const digits = (e164: string) => e164.replace(/\D/g, '');

function Flags({ preferred, canContact }: { preferred: boolean; canContact: boolean }) {
  return (
    <>
      {preferred && (
        <Badge size="xs" variant="light" color="blue" tt="none">
          Preferencial
        </Badge>
      )}
      {!canContact && (
        <Badge size="xs" variant="light" color="red" tt="none">
          Não aceita contato
        </Badge>
      )}
    </>
  );
}

export function ContactList({ citizen }: { citizen: Pick<Citizen, 'name' | 'phones' | 'emails'> }) {
  const viaOffice = useAppAbility().can('update', 'sac');
  const [sending, setSending] = useState<SendWhatsappTarget | null>(null);
  if (citizen.phones.length === 0 && citizen.emails.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum telefone ou e-mail cadastrado.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <SendWhatsappModal target={sending} onClose={() => setSending(null)} />
      {citizen.phones.map((phone) => {
        const shown = formatPhone(phone.number);
        return (
          <Group key={phone._id} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={6} miw={0}>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {shown}
              </Text>
              <Text size="xs" c="dimmed">
                {PHONE_TYPE_LABELS[phone.type]}
              </Text>
              <Flags preferred={phone.preferred} canContact={phone.canContact} />
            </Group>
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Ligar">
                <ActionIcon
                  component="a"
                  href={`tel:${phone.number}`}
                  variant="light"
                  aria-label={`Ligar para ${shown}`}
                >
                  <IconPhone size={16} />
                </ActionIcon>
              </Tooltip>
              {viaOffice && phone.canContact ? (
                <Tooltip label="Enviar pelo WhatsApp do gabinete">
                  <ActionIcon
                    variant="light"
                    color="green"
                    aria-label={`WhatsApp ${shown}`}
                    onClick={() => setSending({ name: citizen.name, phone: phone.number })}
                  >
                    <IconBrandWhatsapp size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : (
                <Tooltip label="Abrir no WhatsApp">
                  <ActionIcon
                    component="a"
                    href={`https://wa.me/${digits(phone.number)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    color="green"
                    aria-label={`WhatsApp ${shown}`}
                  >
                    <IconBrandWhatsapp size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        );
      })}
      {citizen.emails.map((email) => (
        <Group key={email._id} gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} miw={0}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {email.address}
            </Text>
            <Text size="xs" c="dimmed">
              {EMAIL_TYPE_LABELS[email.type]}
            </Text>
            <Flags preferred={email.preferred} canContact={email.canContact} />
          </Group>
          <Tooltip label="Enviar e-mail">
            <ActionIcon
              component="a"
              href={`mailto:${email.address}`}
              variant="light"
              aria-label={`Enviar e-mail para ${email.address}`}
            >
              <IconMail size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}

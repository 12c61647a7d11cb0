// WhatsApp, Ligar and E-mail for a birthday card; each is disabled with the reason when it cannot be used.
// Who may act on the SAC sends the greeting through the office's WhatsApp (POST /whatsapp/sendmessage);
// others open it in their own WhatsApp (wa.me).
import { Button, Group, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useAppAbility } from '../../../lib/ability.ts';
import { useUserData } from '../../../lib/session.ts';
import {
  SendWhatsappModal,
  type SendWhatsappTarget,
} from '../../whatsapp/components/send-whatsapp-modal.tsx';
import type { BirthdayItem } from '../api/birthdays.api.ts';
import { birthdayGreeting, mailtoUrl, telUrl, whatsappUrl } from '../birthday-text.ts';

interface ContactButtonProps {
  href: string | null;
  label: string;
  icon: ReactNode;
  color: string;
  disabledReason: string;
  external?: boolean;
}

function ContactButton({ href, label, icon, color, disabledReason, external }: ContactButtonProps) {
  if (!href) {
    return (
      <Tooltip label={disabledReason} withArrow multiline w={220}>
        {/* A disabled button fires no events; the span carries the tooltip. */}
        <span tabIndex={0} aria-label={`${label}: ${disabledReason}`} style={{ display: 'inline-block' }}>
          <Button size="compact-sm" variant="light" color="gray" leftSection={icon} disabled px={8}>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      size="compact-sm"
      variant="light"
      color={color}
      leftSection={icon}
      px={8}
    >
      {label}
    </Button>
  );
}

export function ContactButtons({ citizen }: { citizen: BirthdayItem }) {
  const office = useUserData()?.organizationName;
  const greeting = birthdayGreeting(citizen.name, office);
  const viaOffice = useAppAbility().can('update', 'sac');
  const [sending, setSending] = useState<SendWhatsappTarget | null>(null);
  return (
    <Group gap={6}>
      {viaOffice && citizen.whatsapp ? (
        <Button
          size="compact-sm"
          variant="light"
          color="green"
          leftSection={<IconBrandWhatsapp size={16} />}
          px={8}
          onClick={() => setSending({ name: citizen.name, phone: citizen.whatsapp!, text: greeting })}
        >
          WhatsApp
        </Button>
      ) : (
        <ContactButton
          href={citizen.whatsapp ? whatsappUrl(citizen.whatsapp, greeting) : null}
          label="WhatsApp"
          icon={<IconBrandWhatsapp size={16} />}
          color="green"
          disabledReason="Sem WhatsApp cadastrado ou sem autorização para contato"
          external
        />
      )}
      <SendWhatsappModal target={sending} onClose={() => setSending(null)} />
      <ContactButton
        href={citizen.phone ? telUrl(citizen.phone) : null}
        label="Ligar"
        icon={<IconPhone size={16} />}
        color="blue"
        disabledReason="Sem telefone cadastrado ou sem autorização para contato"
      />
      <ContactButton
        href={citizen.email ? mailtoUrl(citizen.email, 'Feliz aniversário!') : null}
        label="E-mail"
        icon={<IconMail size={16} />}
        color="grape"
        disabledReason="Sem e-mail cadastrado ou sem autorização para contato"
      />
    </Group>
  );
}

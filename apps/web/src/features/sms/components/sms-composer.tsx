// 'Enviar SMS': the citizen (fixed when opened from their page), which of their mobiles, the finalidade,
// the text with merge fields, 'Remover acentos', the preview as the citizen will read it and the live count
// with the cost. Consent for SMS × finalidade is checked by the server when sending.
import { Alert, Button, Card, Group, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import {
  firstNameOf,
  formatPhone,
  isBrazilianMobile,
  removeAccents,
  renderSms,
  SMS_MERGE_FIELDS,
  SMS_PURPOSE_LABELS,
  SMS_PURPOSES,
  SmsSendInputSchema,
  messageFieldValues,
  unknownSmsFields,
  type SmsMessage,
  type SocialNetwork,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useUserData } from '../../../lib/session.ts';
import { citizenQuery } from '../../citizens/api/citizens.api.ts';
import { CitizenPicker } from '../../citizens/components/citizen-picker.tsx';
import { socialLinksQuery } from '../../social-links/api/social-links.api.ts';
import { sendSms, smsSettingsQuery } from '../api/sms.api.ts';
import { SmsCounter } from './sms-counter.tsx';

interface Values extends Record<string, unknown> {
  citizenId: string | null;
  citizenName: string | null;
  phone: string | null;
  purpose: string | null;
  text: string;
  removeAccents: boolean;
}

interface SmsComposerProps {
  opened: boolean;
  onClose: () => void;
  onSent: (message: SmsMessage) => void;
  /** Opened from the citizen's page: that citizen, not a picker. */
  citizen?: { _id: string; name: string } | null;
}

const PURPOSE_OPTIONS = SMS_PURPOSES.map((value) => ({ value, label: SMS_PURPOSE_LABELS[value] }));

export function SmsComposer({ opened, onClose, onSent, citizen = null }: SmsComposerProps) {
  const office = useUserData()?.organizationName ?? 'Gabinete';
  const form = useZodForm<Values>({
    citizenId: citizen?._id ?? null,
    citizenName: citizen?.name ?? null,
    phone: null,
    purpose: 'atendimento',
    text: '',
    removeAccents: false,
  });
  const v = form.values;
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Nothing is fetched while the drawer is closed (it stays mounted on the citizen's page).
  const settings = useQuery({ ...smsSettingsQuery(), enabled: opened });
  const chosen = useQuery({ ...citizenQuery(v.citizenId ?? ''), enabled: opened && Boolean(v.citizenId) });
  const mobiles = (chosen.data?.phones ?? []).filter((p) => isBrazilianMobile(p.number));
  const phoneOptions = mobiles.map((p) => ({
    value: p.number,
    label: `${formatPhone(p.number)}${p.preferred ? ' (preferencial)' : ''}${p.canContact ? '' : ' — não contatar'}`,
    disabled: !p.canContact,
  }));
  const shownName = chosen.data ? chosen.data.socialName || chosen.data.name : (v.citizenName ?? '');
  // {{gabinete.instagram}}… are the office's visible links (whoever may not read them sees them empty).
  const links = useQuery({ ...socialLinksQuery(), enabled: opened }).data ?? [];
  const rendered = renderSms(
    v.text,
    messageFieldValues({
      citizenName: shownName || 'Maria da Silva',
      officeName: office,
      links: links.map((l) => ({ network: l.network as SocialNetwork, url: l.url, visible: l.visible })),
    }),
  );
  // What the citizen will read: with 'Remover acentos' on, the names filled in lose theirs too.
  const preview = v.removeAccents ? removeAccents(rendered) : rendered;
  const unknown = unknownSmsFields(v.text);

  const insertField = (field: string) => {
    const el = textRef.current;
    const token = `{{${field}}}`;
    const start = el?.selectionStart ?? v.text.length;
    const end = el?.selectionEnd ?? v.text.length;
    form.setValue('text', v.text.slice(0, start) + token + v.text.slice(end));
  };

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={close}
      title="Enviar SMS"
      formError={form.formError}
      submitLabel="Enviar SMS"
      validate={() =>
        form.validate(SmsSendInputSchema, {
          citizenId: v.citizenId ?? '',
          phone: v.phone ?? undefined,
          purpose: v.purpose ?? undefined,
          text: v.text,
          removeAccents: v.removeAccents,
        })
      }
      save={sendSms}
      onSaved={(message) => {
        form.reset();
        onSent(message);
      }}
      onError={form.applyApiError}
    >
      <Stack gap="md">
        {citizen ? (
          <Text size="sm">
            Para <b>{citizen.name}</b>
          </Text>
        ) : (
          <CitizenPicker
            label="Eleitor"
            required
            value={v.citizenId ? { _id: v.citizenId, name: v.citizenName ?? '' } : null}
            onChange={(c) => {
              form.setValue('citizenId', c?._id ?? null);
              form.setValue('citizenName', c?.name ?? null);
              form.setValue('phone', null);
            }}
            error={form.errors.citizenId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {v.citizenId && (
          <Select
            label="Celular"
            placeholder={mobiles.length ? 'O preferencial' : 'Nenhum celular cadastrado'}
            data={phoneOptions}
            clearable
            {...form.select('phone')}
          />
        )}
        <Select
          label="Finalidade"
          description="O eleitor precisa ter autorizado SMS para esta finalidade."
          data={PURPOSE_OPTIONS}
          allowDeselect={false}
          required
          {...form.select('purpose')}
        />
        {v.purpose === 'eleitoral' && (
          <Alert color="orange" variant="light">
            As operadoras costumam bloquear conteúdo político em SMS. Prefira mensagens de serviço do mandato
            e identifique o remetente.
          </Alert>
        )}
        <div>
          <Textarea
            ref={textRef}
            label="Mensagem"
            required
            autosize
            minRows={4}
            maxRows={10}
            {...form.text('text')}
            error={
              form.errors.text ??
              (unknown.length
                ? `Campo desconhecido: ${unknown.map((f) => `{{${f}}}`).join(', ')}`
                : undefined)
            }
          />
          <SmsCounter text={preview} pricePerSegmentCents={settings.data?.pricePerSegmentCents ?? null} />
        </div>
        <Group gap="xs">
          {Object.entries(SMS_MERGE_FIELDS).map(([field, meaning]) => (
            <Button
              key={field}
              size="compact-xs"
              variant="light"
              tt="none"
              onClick={() => insertField(field)}
              title={meaning}
            >
              {`{{${field}}}`}
            </Button>
          ))}
        </Group>
        <Switch
          label="Remover acentos"
          description="Sem acentos cabem 160 caracteres por segmento em vez de 70 (á, ã, ç… viram a, a, c)."
          {...form.checkbox('removeAccents')}
        />
        {v.text.trim() && (
          <Card withBorder padding="sm" radius="md" bg="var(--gab-surface-muted)">
            <Text size="xs" c="dimmed" mb={4}>
              Prévia{shownName ? ` para ${firstNameOf(shownName)}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="sms-preview">
              {preview}
            </Text>
          </Card>
        )}
      </Stack>
    </FormDrawer>
  );
}

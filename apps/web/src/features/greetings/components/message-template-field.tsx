// A message template with its merge-field picker ({{eleitor.primeiro_nome}}, {{gabinete.instagram}}…), a
// preview filled with an example citizen and the office's visible links, and for SMS the live segment counter.
import { Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import {
  fillMessageFields,
  messageFieldValues,
  messageMergeFields,
  removeAccents,
  unknownMessageFields,
  type MessageFieldContext,
  type SocialNetwork,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useUserData } from '../../../lib/session.ts';
import { SmsCounter } from '../../sms/components/sms-counter.tsx';
import { socialLinksQuery } from '../../social-links/api/social-links.api.ts';

const EXAMPLE = {
  citizenName: 'Maria Aparecida Souza',
  demand: { protocol: '2026/0142', title: 'Poda de árvore na Rua das Flores' },
};

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  context: MessageFieldContext;
  channel: 'sms' | 'whatsapp';
  /** The status a demanda-status message announces (the preview's {{demanda.situacao}}). */
  statusName?: string;
  disabled?: boolean;
  maxLength: number;
}

export function MessageTemplateField({
  label,
  value,
  onChange,
  error,
  context,
  channel,
  statusName,
  disabled,
  maxLength,
}: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Until the person puts the cursor in the text, a field goes at the end.
  const placed = useRef(false);
  const officeName = useUserData()?.organizationName ?? 'Gabinete';
  const links = useQuery(socialLinksQuery()).data ?? [];
  const fields = messageMergeFields(context);
  const values = messageFieldValues({
    officeName,
    citizenName: EXAMPLE.citizenName,
    links: links.map((l) => ({ network: l.network as SocialNetwork, url: l.url, visible: l.visible })),
    demand: { ...EXAMPLE.demand, status: statusName ?? 'Encaminhado para a Prefeitura' },
  });
  const filled = fillMessageFields(value, values, context).trim();
  const preview = channel === 'sms' ? removeAccents(filled) : filled;
  const unknown = unknownMessageFields(value, context);

  const insert = (field: string) => {
    const tag = `{{${field}}}`;
    const el = ref.current;
    const start = placed.current && el ? el.selectionStart : value.length;
    const end = placed.current && el ? el.selectionEnd : value.length;
    onChange(value.slice(0, start) + tag + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + tag.length, start + tag.length);
    });
  };

  return (
    <Stack gap={6}>
      <Textarea
        ref={ref}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onSelect={() => {
          placed.current = true;
        }}
        error={
          error ??
          (unknown.length > 0
            ? `Campo desconhecido: ${unknown.map((f) => `{{${f}}}`).join(', ')}`
            : undefined)
        }
        autosize
        minRows={3}
        maxLength={maxLength}
        disabled={disabled}
      />
      {!disabled && (
        <Group gap={6} wrap="wrap" role="group" aria-label={`Campos para ${label}`}>
          <Text size="xs" c="dimmed">
            Inserir campo:
          </Text>
          {Object.entries(fields).map(([field, meaning]) => (
            <Tooltip key={field} label={meaning} withArrow>
              <Button size="compact-xs" variant="light" color="gray" tt="none" onClick={() => insert(field)}>
                {`{{${field}}}`}
              </Button>
            </Tooltip>
          ))}
        </Group>
      )}
      <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-0)">
        <Text size="xs" c="dimmed" mb={4}>
          Prévia para {EXAMPLE.citizenName}
          {channel === 'sms' ? ' (SMS sai sem os acentos que o celular não mostra)' : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview || '—'}
        </Text>
      </Paper>
      {channel === 'sms' && <SmsCounter text={preview} pricePerSegmentCents={null} />}
    </Stack>
  );
}

// '/sms/campanhas/nova': the wizard — segmento (saved or current filter, canal, finalidade) → prévia with the
// exclusions and their reasons → mensagem with the live segment counter → agendamento → confirmar.
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CAMPAIGN_CHANNEL_LABELS,
  messageFieldValues,
  removeAccents,
  renderSms,
  SMS_MERGE_FIELDS,
  SMS_PURPOSE_LABELS,
  SMS_PURPOSES,
  templateBodyWithFields,
  UF_LIST,
  type CampaignChannel,
  type CampaignPreview,
  type CitizenFilter,
  type SocialNetwork,
  type WhatsappTemplate,
} from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DateTimeField } from '../../../components/date-field.tsx';
import { FormError } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  campaignsKeys,
  createCampaign,
  messagingSettingsQuery,
  previewCampaign,
} from '../../../features/campaigns/api/campaigns.api.ts';
import { CampaignPreviewCard } from '../../../features/campaigns/components/campaign-preview-card.tsx';
import { savedFiltersQuery } from '../../../features/citizens/api/citizens-list.api.ts';
import { listFilterFrom } from '../../../features/citizens/lib/campaign-link.ts';
import { socialLinksQuery } from '../../../features/social-links/api/social-links.api.ts';
import { smsSettingsQuery } from '../../../features/sms/api/sms.api.ts';
import { SmsCounter } from '../../../features/sms/components/sms-counter.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { WhatsappTemplatePicker } from '../../../features/whatsapp/components/whatsapp-template-picker.tsx';
import { useUserData } from '../../../lib/session.ts';

const PURPOSE_OPTIONS = SMS_PURPOSES.map((value) => ({ value, label: SMS_PURPOSE_LABELS[value] }));
const UF_OPTIONS = UF_LIST.map((uf) => ({ value: uf, label: uf }));
const FIELDS = Object.keys(SMS_MERGE_FIELDS)
  .map((f) => `{{${f}}}`)
  .join(', ');

interface Segment {
  /** 'lista': the citizens list's filter it was opened with ('Enviar mensagem'). */
  mode: 'atual' | 'salvo' | 'lista';
  savedFilterId: string | null;
  q: string;
  neighborhood: string;
  uf: string | null;
  ageMin: number | string;
  ageMax: number | string;
}

function segmentOf(s: Segment, list: Partial<CitizenFilter> | null) {
  if (s.mode === 'lista' && list) return { filter: list };
  if (s.mode === 'salvo' && s.savedFilterId) return { savedFilterId: s.savedFilterId };
  const filter: Partial<CitizenFilter> = {};
  if (s.q.trim()) filter.q = s.q.trim();
  if (s.neighborhood.trim()) filter.neighborhood = s.neighborhood.trim();
  if (s.uf) filter.uf = s.uf as CitizenFilter['uf'];
  if (typeof s.ageMin === 'number') filter.ageMin = s.ageMin;
  if (typeof s.ageMax === 'number') filter.ageMax = s.ageMax;
  return { filter };
}

const plural = (n: number) => (n === 1 ? '1 filtro' : `${n} filtros`);

export function CampaignCreateRoute() {
  usePageTitle('Nova campanha');
  const navigate = useNavigate();
  const client = useQueryClient();
  const settings = useQuery(messagingSettingsQuery());
  const sms = useQuery(smsSettingsQuery());
  const saved = useQuery(savedFiltersQuery());
  const [search] = useSearchParams();
  const [listFilter] = useState(() => listFilterFrom(search));
  const [step, setStep] = useState(0);
  const [channel, setChannel] = useState<CampaignChannel>('sms');
  const [purpose, setPurpose] = useState<string | null>('informativo');
  const [segment, setSegment] = useState<Segment>({
    mode: listFilter ? 'lista' : 'atual',
    savedFilterId: null,
    q: '',
    neighborhood: '',
    uf: null,
    ageMin: '',
    ageMax: '',
  });
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [noAccents, setNoAccents] = useState(true);
  const [template, setTemplate] = useState<WhatsappTemplate | null>(null);
  // The counter counts what a citizen reads: fields filled (an example name, the office's links), accents
  // removed when asked.
  const office = useUserData()?.organizationName ?? 'Gabinete';
  const links = useQuery(socialLinksQuery()).data ?? [];
  const fieldSource = {
    citizenName: 'Maria da Silva',
    officeName: office,
    links: links.map((l) => ({ network: l.network as SocialNetwork, url: l.url, visible: l.visible })),
  };
  const rendered = renderSms(text, messageFieldValues(fieldSource));
  const shown = noAccents ? removeAccents(rendered) : rendered;
  const [when, setWhen] = useState<'agora' | 'agendar'>('agora');
  const [scheduledAt, setScheduledAt] = useState<string | null>(null);

  const base = () => ({
    channel,
    purpose: (purpose ?? 'informativo') as (typeof SMS_PURPOSES)[number],
    segment: segmentOf(segment, listFilter),
    ...(channel === 'whatsapp' && template ? { whatsappTemplateId: template._id } : {}),
  });
  const previewMutation = useMutation({
    mutationFn: (withText: boolean) =>
      previewCampaign({ ...base(), ...(withText ? { text, removeAccents: noAccents } : {}) }),
    onSuccess: (p, withText) => {
      setPreview(p);
      setStep(withText ? 3 : 1);
    },
  });
  const create = useMutation({
    mutationFn: () =>
      createCampaign({
        ...base(),
        name,
        subject: channel === 'email' ? subject : undefined,
        text,
        removeAccents: noAccents,
        scheduledAt: when === 'agendar' && scheduledAt ? dayjs(scheduledAt).toISOString() : null,
      }),
    onSuccess: (c) => {
      void client.invalidateQueries({ queryKey: campaignsKeys.lists() });
      notifySuccess(c.status === 'agendada' ? 'Campanha agendada' : 'Campanha iniciada');
      void navigate(`/sms/campanhas/${c._id}`);
    },
  });

  const wppReason = settings.data?.whatsappBulk.allowed ? null : settings.data?.whatsappBulk.reason;
  const price = channel === 'sms' ? (sms.data?.pricePerSegmentCents ?? null) : null;
  const error = previewMutation.isError
    ? errorMessage(previewMutation.error)
    : create.isError
      ? errorMessage(create.error)
      : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Nova campanha"
        description="Só recebe quem autorizou este canal e esta finalidade; descadastrados, a lista de supressão e contatos repetidos ficam de fora."
      />
      <Card withBorder radius="md" padding="lg">
        <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
          <Stepper.Step label="Segmento" description="Quem e para quê">
            <Stack gap="md" mt="md">
              {/* One column on a phone: the three channels need the whole width there. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Canal
                  </Text>
                  <SegmentedControl
                    fullWidth
                    value={channel}
                    onChange={(v) => setChannel(v as CampaignChannel)}
                    data={(['sms', 'email', 'whatsapp'] as const).map((value) => ({
                      value,
                      label: CAMPAIGN_CHANNEL_LABELS[value],
                    }))}
                  />
                </Stack>
                <Select
                  label="Finalidade"
                  data={PURPOSE_OPTIONS}
                  value={purpose}
                  onChange={setPurpose}
                  allowDeselect={false}
                />
              </SimpleGrid>
              {channel === 'whatsapp' && wppReason && (
                <Alert color="red" variant="light" title="WhatsApp: só mensagens de atendimento, uma a uma">
                  {wppReason}
                </Alert>
              )}
              {channel === 'whatsapp' && !wppReason && settings.data && (
                <WhatsappTemplatePicker
                  value={template}
                  source={fieldSource}
                  onChange={(t) => {
                    setTemplate(t);
                    setText(t ? templateBodyWithFields(t.body, t.params) : '');
                    setNoAccents(false);
                  }}
                />
              )}
              {channel === 'sms' && purpose === 'eleitoral' && (
                <Alert color="yellow" variant="light" title="SMS eleitoral">
                  As operadoras brasileiras costumam recusar conteúdo político em SMS comercial; o envio pode
                  ser bloqueado. Prefira mensagens de serviço do mandato.
                </Alert>
              )}
              <Radio.Group
                label="Eleitores"
                value={segment.mode}
                onChange={(v) => setSegment({ ...segment, mode: v as Segment['mode'] })}
              >
                <Group mt={4}>
                  {listFilter && <Radio value="lista" label="Filtro da lista de eleitores" />}
                  <Radio value="atual" label="Filtrar agora" />
                  <Radio value="salvo" label="Filtro salvo" />
                </Group>
              </Radio.Group>
              {segment.mode === 'lista' ? (
                <Text size="sm" c="dimmed">
                  {Object.keys(listFilter ?? {}).length === 0
                    ? 'Todos os eleitores da lista, sem filtros.'
                    : `Os eleitores que a lista mostrava com ${plural(Object.keys(listFilter ?? {}).length)}.`}
                </Text>
              ) : segment.mode === 'salvo' ? (
                <Select
                  label="Filtro salvo"
                  placeholder={saved.data?.filters.length ? 'Escolha um filtro' : 'Nenhum filtro salvo'}
                  data={(saved.data?.filters ?? []).map((f) => ({ value: f._id, label: f.name }))}
                  value={segment.savedFilterId}
                  onChange={(v) => setSegment({ ...segment, savedFilterId: v })}
                  searchable
                />
              ) : (
                // Search and bairro on their own lines on a phone; UF and the ages side by side.
                <SimpleGrid cols={{ base: 2, sm: 6 }}>
                  <TextInput
                    style={{ gridColumn: 'span 2' }}
                    label="Busca (nome, CPF, telefone)"
                    value={segment.q}
                    onChange={(e) => setSegment({ ...segment, q: e.currentTarget.value })}
                  />
                  <TextInput
                    label="Bairro"
                    value={segment.neighborhood}
                    onChange={(e) => setSegment({ ...segment, neighborhood: e.currentTarget.value })}
                  />
                  <Select
                    label="UF"
                    data={UF_OPTIONS}
                    value={segment.uf}
                    onChange={(v) => setSegment({ ...segment, uf: v })}
                    clearable
                    searchable
                  />
                  <NumberInput
                    label="Idade mínima"
                    min={0}
                    max={130}
                    value={segment.ageMin}
                    onChange={(v) => setSegment({ ...segment, ageMin: v })}
                  />
                  <NumberInput
                    label="Idade máxima"
                    min={0}
                    max={130}
                    value={segment.ageMax}
                    onChange={(v) => setSegment({ ...segment, ageMax: v })}
                  />
                </SimpleGrid>
              )}
              <FormError message={error} />
              <Group justify="flex-end">
                <Button
                  loading={previewMutation.isPending}
                  disabled={
                    (channel === 'whatsapp' && (Boolean(wppReason) || !template)) ||
                    (segment.mode === 'salvo' && !segment.savedFilterId)
                  }
                  onClick={() => previewMutation.mutate(false)}
                >
                  Ver quem recebe
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Prévia" description="Quem fica de fora">
            <Stack gap="md" mt="md">
              {preview && <CampaignPreviewCard preview={preview} />}
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  Voltar
                </Button>
                <Button disabled={!preview || preview.eligible === 0} onClick={() => setStep(2)}>
                  Escrever a mensagem
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Mensagem" description="Texto e campos">
            <Stack gap="md" mt="md">
              <TextInput
                label="Nome da campanha"
                description="Só a equipe vê."
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                required
              />
              {channel === 'email' && (
                <TextInput
                  label="Assunto do e-mail"
                  value={subject}
                  onChange={(e) => setSubject(e.currentTarget.value)}
                  required
                />
              )}
              {channel === 'whatsapp' && template ? (
                <WhatsappTemplatePicker value={template} source={fieldSource} onChange={() => {}} readOnly />
              ) : (
                <Textarea
                  label="Mensagem"
                  description={`Campos: ${FIELDS}. Em informativo e eleitoral, a identificação do remetente e como sair são acrescentadas.`}
                  autosize
                  minRows={4}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  required
                />
              )}
              {channel === 'sms' && (
                <>
                  <SmsCounter text={shown} pricePerSegmentCents={price} />
                  <Switch
                    label="Remover acentos (mais caracteres por segmento)"
                    checked={noAccents}
                    onChange={(e) => setNoAccents(e.currentTarget.checked)}
                  />
                </>
              )}
              <FormError message={error} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(1)}>
                  Voltar
                </Button>
                <Button
                  loading={previewMutation.isPending}
                  disabled={
                    name.trim().length < 3 || !text.trim() || (channel === 'email' && !subject.trim())
                  }
                  onClick={() => previewMutation.mutate(true)}
                >
                  Próximo
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Agendamento" description="Agora ou depois">
            <Stack gap="md" mt="md">
              {preview?.example && (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    Como o primeiro eleitor vai receber
                  </Text>
                  <Card withBorder bg="gray.0" p="sm" data-testid="campaign-example">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {preview.example}
                    </Text>
                  </Card>
                </Stack>
              )}
              <Radio.Group
                label="Quando enviar"
                value={when}
                onChange={(v) => setWhen(v as 'agora' | 'agendar')}
              >
                <Group mt={4}>
                  <Radio value="agora" label="Começar agora" />
                  <Radio value="agendar" label="Agendar" />
                </Group>
              </Radio.Group>
              {when === 'agendar' && (
                <DateTimeField
                  label="Data e hora de início"
                  value={scheduledAt}
                  onChange={(v) => setScheduledAt(v)}
                  minDate={new Date()}
                />
              )}
              <Text size="xs" c="dimmed">
                O envio respeita a janela do gabinete (Configurações › Envio) no horário de cada eleitor e
                segue o ritmo configurado; fora dela, espera a próxima abertura.
              </Text>
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(2)}>
                  Voltar
                </Button>
                <Button disabled={when === 'agendar' && !scheduledAt} onClick={() => setStep(4)}>
                  Revisar
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label="Confirmar">
            <Stack gap="md" mt="md">
              <Text size="sm">
                <b>{name}</b> por {CAMPAIGN_CHANNEL_LABELS[channel]} (
                {SMS_PURPOSE_LABELS[purpose as 'informativo']}) para{' '}
                <b>{formatNumber(preview?.eligible ?? 0)}</b> eleitores —{' '}
                {when === 'agendar' && scheduledAt
                  ? `começa em ${formatDateTime(dayjs(scheduledAt).toDate())}`
                  : 'começa agora'}
                .
              </Text>
              <FormError message={error} />
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(3)}>
                  Voltar
                </Button>
                <Button loading={create.isPending} onClick={() => create.mutate()}>
                  {when === 'agendar' ? 'Agendar campanha' : 'Iniciar campanha'}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
        </Stepper>
      </Card>
    </Stack>
  );
}

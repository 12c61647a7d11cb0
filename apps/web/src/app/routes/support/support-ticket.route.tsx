// One support ticket: its facts, the conversation, the reply box; the office rates it once resolvido, the
// platform team changes its situação and who is in charge. A reply from the other side arrives live.
import {
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import {
  SUPPORT_RATABLE_STATUSES,
  SUPPORT_STATUS_LABELS,
  SupportReplyInputSchema,
  type SupportStatus,
  type SupportTicketDetail,
} from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert, FormError } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import {
  assignSupportTicket,
  changeSupportStatus,
  rateSupportTicket,
  replySupportTicket,
  supportAgentsQuery,
  supportKeys,
  supportTicketQuery,
} from '../../../features/support/api/support.api.ts';
import {
  STATUS_OPTIONS,
  SupportCategoryBadge,
  SupportStatusBadge,
} from '../../../features/support/components/support-badges.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { isPlatformAdmin } from '../../../lib/menu.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { getUserData } from '../../../lib/session.ts';
import { useSocketEvent } from '../../../lib/socket.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Thread({ ticket }: { ticket: SupportTicketDetail }) {
  return (
    <Stack gap="sm" aria-label="Conversa">
      {ticket.messages.map((m) => (
        <Paper
          key={m._id}
          withBorder
          radius="md"
          p="sm"
          bg={m.fromPlatform ? 'var(--mantine-color-blue-light)' : undefined}
          ml={m.fromPlatform ? 0 : 'xl'}
          mr={m.fromPlatform ? 'xl' : 0}
          data-testid="support-message"
        >
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {m.author?.name ?? 'Usuário removido'}
              {m.fromPlatform && m.author?.name.toLowerCase() !== 'equipe da plataforma'
                ? ' · Equipe da plataforma'
                : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(m.createdAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function ReplyBox({ ticket, platform }: { ticket: SupportTicketDetail; platform: boolean }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [next, setNext] = useState<SupportStatus>('aguardando_gabinete');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { body: string; status?: SupportStatus }) => replySupportTicket(ticket._id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(supportKeys.detail(ticket._id), saved);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
      setBody('');
      setError(null);
      notifySuccess('Resposta enviada');
    },
    // The text stays in the box: nothing the person wrote is lost.
    onError: (e) => setError(errorMessage(e)),
  });
  if (ticket.status === 'fechado') {
    return (
      <Text size="sm" c="dimmed">
        Este chamado está fechado. Se precisar de algo mais, abra um novo chamado.
      </Text>
    );
  }
  const send = () => {
    const parsed = SupportReplyInputSchema.safeParse({ body, ...(platform ? { status: next } : {}) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Escreva a mensagem');
    mutation.mutate(parsed.data);
  };
  return (
    <Stack gap="sm">
      <FormError message={error} />
      <Textarea
        label="Sua resposta"
        placeholder={platform ? 'Responda ao gabinete' : 'Escreva para a equipe da plataforma'}
        autosize
        minRows={3}
        maxLength={10_000}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        {platform && (
          <Select
            aria-label="Situação depois da resposta"
            data={STATUS_OPTIONS}
            value={next}
            onChange={(value) => value && setNext(value as SupportStatus)}
            allowDeselect={false}
            w={230}
          />
        )}
        <Button leftSection={<IconSend size={16} />} onClick={send} loading={mutation.isPending}>
          Enviar resposta
        </Button>
      </Group>
    </Stack>
  );
}

function RatingBox({ ticket }: { ticket: SupportTicketDetail }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const mutation = useMutation({
    mutationFn: () => rateSupportTicket(ticket._id, { rating, comment }),
    onSuccess: (saved) => {
      queryClient.setQueryData(supportKeys.detail(ticket._id), saved);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
      notifySuccess('Obrigado pela avaliação! O chamado foi fechado.');
    },
    onError: (e) => notifyError(e),
  });
  if (ticket.rating !== null) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Sua avaliação
        </Text>
        <Rating value={ticket.rating} readOnly aria-label={`${ticket.rating} de 5`} />
        {ticket.ratingComment && <Text size="sm">{ticket.ratingComment}</Text>}
      </Stack>
    );
  }
  if (!SUPPORT_RATABLE_STATUSES.includes(ticket.status)) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Como foi o atendimento?</Text>
        <Text size="sm" c="dimmed">
          Dê uma nota de 1 a 5. Ao avaliar, o chamado é fechado.
        </Text>
        <Rating value={rating} onChange={setRating} size="lg" aria-label="Nota de 1 a 5" />
        <Textarea
          label="Comentário (opcional)"
          autosize
          minRows={2}
          maxLength={1_000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={() => mutation.mutate()} disabled={rating === 0} loading={mutation.isPending}>
            Avaliar e fechar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PlatformControls({ ticket }: { ticket: SupportTicketDetail }) {
  const queryClient = useQueryClient();
  const agents = useQuery(supportAgentsQuery());
  const saved = (t: SupportTicketDetail, message: string) => {
    queryClient.setQueryData(supportKeys.detail(ticket._id), t);
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    notifySuccess(message);
  };
  const status = useMutation({
    mutationFn: (value: SupportStatus) => changeSupportStatus(ticket._id, { status: value }),
    onSuccess: (t) => saved(t, `Situação: ${SUPPORT_STATUS_LABELS[t.status]}`),
    onError: (e) => notifyError(e),
  });
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => assignSupportTicket(ticket._id, { assigneeId }),
    onSuccess: (t) => saved(t, t.assignee ? `Chamado com ${t.assignee.name}` : 'Chamado sem responsável'),
    onError: (e) => notifyError(e),
  });
  return (
    <Stack gap="sm">
      <Select
        label="Situação"
        data={STATUS_OPTIONS}
        value={ticket.status}
        onChange={(value) => value && status.mutate(value as SupportStatus)}
        allowDeselect={false}
        disabled={status.isPending}
      />
      <Select
        label="Responsável"
        placeholder="Ninguém ainda"
        data={(agents.data?.agents ?? []).map((a) => ({ value: a._id, label: a.name }))}
        value={ticket.assignee?._id ?? null}
        onChange={(value) => assign.mutate(value)}
        clearable
        disabled={assign.isPending}
      />
    </Stack>
  );
}

export function SupportTicketRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const platform = isPlatformAdmin(getUserData()?.ability ?? []);
  const back = platform ? '/plataforma/suporte' : '/suporte';
  const query = useQuery(supportTicketQuery(id));
  useSocketEvent('support:changed', ({ ticketId }) => {
    if (ticketId === id) void queryClient.invalidateQueries({ queryKey: supportKeys.detail(id) });
  });

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <RecordNotFound
          title="Chamado não encontrado"
          description="Ele não existe ou não pertence a este gabinete."
          to={back}
          linkLabel={platform ? 'Ir para a fila de suporte' : 'Ir para Suporte'}
        />
      );
    }
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  const ticket = query.data;
  return (
    <>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {platform ? 'Chamados de suporte' : 'Suporte'}
        </Group>
      </Anchor>
      <PageHeader
        title={`#${ticket.number} ${ticket.subject}`}
        badge={<SupportStatusBadge status={ticket.status} />}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Thread ticket={ticket} />
            <Card withBorder radius="md" padding="md">
              <ReplyBox ticket={ticket} platform={platform} />
            </Card>
            {!platform && <RatingBox ticket={ticket} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              {platform && <PlatformControls ticket={ticket} />}
              <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
                {platform && <Fact label="Gabinete">{ticket.organization.name}</Fact>}
                <Fact label="Categoria">
                  <SupportCategoryBadge category={ticket.category} />
                </Fact>
                <Fact label="Aberto por">{ticket.openedBy?.name ?? '—'}</Fact>
                <Fact label="Aberto em">{formatDateTime(ticket.createdAt)}</Fact>
                {!platform && (
                  <Fact label="Responsável">{ticket.assignee?.name ?? 'Aguardando a equipe'}</Fact>
                )}
                <Fact label="Página de origem">{ticket.pagePath ?? '—'}</Fact>
                {ticket.closedAt && <Fact label="Fechado em">{formatDateTime(ticket.closedAt)}</Fact>}
                {platform && ticket.rating !== null && (
                  <Fact label="Avaliação do gabinete">
                    <Rating value={ticket.rating} readOnly size="sm" />
                    {ticket.ratingComment}
                  </Fact>
                )}
              </SimpleGrid>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}

// 'Novo chamado' in a drawer: assunto, categoria, descrição; the page the person came from goes along.
import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { CreateSupportTicketInputSchema, type SupportTicketDetail } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createSupportTicket, supportKeys } from '../api/support.api.ts';
import { CATEGORY_OPTIONS } from './support-badges.tsx';

interface NewTicketDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The app page the person was on ('/demandas/…'), sent with the ticket. */
  pagePath: string | null;
  onCreated: (ticket: SupportTicketDetail) => void;
}

const EMPTY = { subject: '', category: null as string | null, description: '' };

export function NewTicketDrawer({ opened, onClose, pagePath, onCreated }: NewTicketDrawerProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(EMPTY);
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(EMPTY);
  }, [opened, reset]);

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title="Novo chamado"
      formError={form.formError}
      validate={() => form.validate(CreateSupportTicketInputSchema, { ...form.values, pagePath })}
      save={createSupportTicket}
      onSaved={(ticket) => {
        void queryClient.invalidateQueries({ queryKey: supportKeys.all });
        notifySuccess(`Chamado #${ticket.number} aberto. A equipe da plataforma vai responder aqui.`);
        onCreated(ticket);
      }}
      onError={form.applyApiError}
      submitLabel="Abrir chamado"
    >
      <TextInput
        label="Assunto"
        placeholder="Ex.: Não consigo exportar os eleitores"
        required
        data-autofocus
        maxLength={200}
        {...form.text('subject')}
      />
      <Select
        label="Categoria"
        placeholder="Escolha"
        required
        data={CATEGORY_OPTIONS}
        {...form.select('category')}
      />
      <Textarea
        label="Descrição"
        placeholder="Conte o que aconteceu, o que você esperava e, se houver, a mensagem de erro."
        required
        autosize
        minRows={5}
        maxLength={10_000}
        {...form.text('description')}
      />
      {pagePath && (
        <Text size="xs" c="dimmed">
          Página de origem: {pagePath}
        </Text>
      )}
    </FormDrawer>
  );
}

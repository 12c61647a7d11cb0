// The middle column: the open conversation with its header, the connection banner, the messages and the
// message box, plus the transfer and finish dialogs.
import { Center, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { useUserData } from '../../../lib/session.ts';
import { chatQuery } from '../api/chats.api.ts';
import { useChatActions } from '../hooks/use-chat-actions.ts';
import { useOpenChat } from '../hooks/use-open-chat.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { chatName, composerBlock } from '../lib/chat-display.ts';
import { ChatHeader } from './chat-header.tsx';
import { CitizenPanel } from './citizen-panel.tsx';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { TransferModal } from './transfer-modal.tsx';
import { WppBanner } from './wpp-banner.tsx';

export function ChatPlaceholder() {
  return (
    <section className="gab-sac-column gab-sac-chat" aria-label="Conversa">
      <Center h="100%">
        <Stack align="center" gap="xs" maw={320} p="md">
          <IconMessages size={48} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>Escolha uma conversa</Text>
          <Text size="sm" c="dimmed" ta="center">
            As conversas do WhatsApp do gabinete chegam na fila Aguardando. Assuma uma para responder.
          </Text>
        </Stack>
      </Center>
    </section>
  );
}

export function ChatWindow({ chatId, onBack }: { chatId: string; onBack: () => void }) {
  const chat = useQuery(chatQuery(chatId));
  const ability = useAppAbility();
  const userId = useUserData()?._id ?? null;
  const canAct = ability.can('update', 'sac');
  useOpenChat(chatId, chat.isSuccess);
  const send = useSendMessage(chatId);
  const actions = useChatActions(chatId);
  const [dialog, setDialog] = useState<'transfer' | 'finish' | 'citizen' | null>(null);

  if (chat.isPending) {
    return (
      <section className="gab-sac-column gab-sac-chat" aria-busy="true" aria-label="Carregando conversa">
        <Stack p="sm" gap="sm">
          <Skeleton height={36} width="50%" />
          <Skeleton height={200} />
        </Stack>
      </section>
    );
  }
  if (chat.isError) {
    return (
      <section className="gab-sac-column gab-sac-chat" aria-label="Conversa">
        <Stack p="md">
          <ErrorAlert
            error={chat.error}
            title="Não foi possível abrir a conversa"
            onRetry={() => void chat.refetch()}
          />
        </Stack>
      </section>
    );
  }
  const data = chat.data;
  const close = () => setDialog(null);

  return (
    <section className="gab-sac-column gab-sac-chat" aria-label={`Conversa com ${chatName(data)}`}>
      <ChatHeader
        chat={data}
        canAct={canAct}
        assuming={actions.assume.isPending}
        onBack={onBack}
        onCitizen={() => setDialog('citizen')}
        onAssume={() => actions.assume.mutate()}
        onTransfer={() => {
          actions.transfer.reset();
          setDialog('transfer');
        }}
        onFinish={() => {
          actions.finish.reset();
          setDialog('finish');
        }}
      />
      <WppBanner />
      <MessageList chatId={chatId} onRetry={(m) => void send.retry(m)} />
      <Composer
        key={chatId}
        chatId={chatId}
        disabledReason={composerBlock(data, userId, canAct)}
        onSendText={(text, isPrivate) => void send.sendText(text, isPrivate)}
        onSendFile={(file) => void send.sendFile(file)}
      />
      <TransferModal
        chat={data}
        opened={dialog === 'transfer'}
        loading={actions.transfer.isPending}
        error={actions.transfer.error ? errorMessage(actions.transfer.error) : null}
        onTransfer={(target) => actions.transfer.mutate(target, { onSuccess: close })}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'finish'}
        title={`Finalizar a conversa com ${chatName(data)}?`}
        confirmLabel="Finalizar"
        color="green"
        loading={actions.finish.isPending}
        error={actions.finish.error ? errorMessage(actions.finish.error) : null}
        onConfirm={() => actions.finish.mutate(undefined, { onSuccess: close })}
        onClose={close}
      >
        Ela vai para Finalizadas. Se o cidadão escrever de novo em pouco tempo, a conversa volta para
        Aguardando.
      </ConfirmModal>
      <Drawer
        opened={dialog === 'citizen'}
        onClose={close}
        position="right"
        title="Dados do cidadão"
        size="sm"
      >
        <CitizenPanel chat={data} embedded />
      </Drawer>
    </section>
  );
}

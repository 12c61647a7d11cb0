// The Configurações tabs that are not another area's own component: the office profile, Aparência, Plano,
// the IA provider, the agenda's categories and the cards that lead to the areas with their own pages.
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconMessageBolt, IconTags } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { aiKeys, aiSettingsQuery } from '../../ai/api/ai.api.ts';
import { AiOverview } from '../../ai/components/ai-overview.tsx';
import { AiSettingsForm } from '../../ai/components/ai-settings-form.tsx';
import { meQueryKey } from '../../auth/api/auth.api.ts';
import { CategoriesModal } from '../../events/components/categories-modal.tsx';
import { QuickRepliesModal } from '../../sac/components/quick-replies-modal.tsx';
import { ownOrganizationQuery } from '../api/settings.api.ts';
import { AccentColorCard } from './accent-color-card.tsx';
import { ColorSchemeCard } from './color-scheme-card.tsx';
import { OfficeProfileForm } from './office-profile-form.tsx';
import { PlanCard } from './plan-card.tsx';
import { SettingsLinkCard } from './settings-link-card.tsx';

export function OfficeProfileTab() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const query = useQuery(ownOrganizationQuery());
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);
  return (
    <>
      {query.isPending && <PageSkeleton rows={4} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <OfficeProfileForm
          organization={query.data}
          editable={ability.can('update', 'settings')}
          onDirtyChange={onDirty}
          onSaved={(org) => {
            queryClient.setQueryData(ownOrganizationQuery().queryKey, org);
            // The header shows the office name and logo from the stored user data.
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
            notifySuccess('Configurações salvas');
          }}
        />
      )}
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}

export function AppearanceTab() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ColorSchemeCard />
      <AccentColorCard />
    </SimpleGrid>
  );
}

export function PlanTab() {
  const query = useQuery(ownOrganizationQuery());
  if (query.isPending) return <PageSkeleton rows={4} />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return <PlanCard organization={query.data} />;
}

/** The provider form for who may update the IA (its usage log stays in /ia); the overview for the others. */
export function AiTab() {
  const canUpdate = useAppAbility().can('update', 'ai');
  const queryClient = useQueryClient();
  const query = useQuery(aiSettingsQuery());
  if (query.isPending) return <PageSkeleton rows={5} />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (!canUpdate) return <AiOverview settings={query.data} />;
  return (
    <Stack gap="lg">
      <AiSettingsForm
        settings={query.data}
        onSaved={(saved) => {
          queryClient.setQueryData(aiKeys.settings, saved);
          void queryClient.invalidateQueries({ queryKey: aiKeys.all });
          notifySuccess('Configuração da IA salva');
        }}
      />
      <SettingsLinkCard
        title="Uso da IA"
        description="Quem usou, em qual recurso, com qual modelo e quantos tokens, e o total do mês diante do limite do gabinete."
        to="/ia?aba=uso"
        action="Ver o uso da IA"
      />
    </Stack>
  );
}

export function EventCategoriesTab() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsLinkCard
      title="Categorias da agenda"
      description="As categorias dão cor e filtro aos eventos da agenda (audiência, visita, sessão…). Excluir uma categoria não apaga os eventos dela."
      to="/agenda"
      action="Abrir a agenda"
    >
      <Group>
        <Button leftSection={<IconTags size={16} />} onClick={() => setOpen(true)}>
          Gerenciar categorias
        </Button>
      </Group>
      <CategoriesModal opened={open} onClose={() => setOpen(false)} />
    </SettingsLinkCard>
  );
}

export const UsersLinkTab = () => (
  <SettingsLinkCard
    title="Usuários e permissões"
    description="Convide a equipe, escolha o perfil de acesso de cada pessoa (administrador, assessor, recepção, atendente SAC, somente leitura) e ajuste as permissões por área."
    to="/usuarios"
    action="Abrir Usuários"
  />
);

export const AreasLinkTab = () => (
  <SettingsLinkCard
    title="Áreas"
    description="Os temas do mandato (saúde, educação, infraestrutura…) com a cor de cada um, usados nas demandas, atendimentos e emendas."
    to="/areas"
    action="Abrir Áreas"
  />
);

/** Document templates (their own page) and the SAC's quick replies (their modal), each to who may use them. */
export function TemplatesTab() {
  const ability = useAppAbility();
  const [repliesOpen, setRepliesOpen] = useState(false);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {ability.can('read', 'documents') && (
        <SettingsLinkCard
          title="Modelos de documentos"
          description="Os modelos de ofício, memorando, requerimento, indicação, moção e projeto, com os campos que se preenchem sozinhos, e os dados dos documentos (siglas, cidade, assinatura, prazo de resposta)."
          to="/documentos/modelos"
          action="Abrir Modelos"
        />
      )}
      {ability.can('update', 'sac') && (
        <SettingsLinkCard
          title="Respostas rápidas do SAC"
          description="Mensagens prontas que a equipe do SAC insere na conversa digitando '/' seguido do atalho."
          to="/sac"
          action="Abrir o SAC"
        >
          <Group>
            <Button leftSection={<IconMessageBolt size={16} />} onClick={() => setRepliesOpen(true)}>
              Gerenciar respostas rápidas
            </Button>
          </Group>
          <QuickRepliesModal opened={repliesOpen} onClose={() => setRepliesOpen(false)} />
        </SettingsLinkCard>
      )}
    </SimpleGrid>
  );
}

// 'Novo link' / 'Editar link' in a drawer: rede, nome, endereço (checked against the rede) and whether the
// dashboard shows it.
import { Anchor, Select, Switch, Text, TextInput } from '@mantine/core';
import {
  SOCIAL_NETWORK_EXAMPLES,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  SocialLinkInputSchema,
  type SocialLink,
  type SocialNetwork,
} from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer, FormPreview } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createSocialLink, socialLinksKeys, updateSocialLink } from '../api/social-links.api.ts';
import { NetworkIcon } from './network-icon.tsx';

interface SocialLinkDrawerProps {
  opened: boolean;
  /** The link being edited; null creates a new one. */
  link: SocialLink | null;
  onClose: () => void;
}

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((n) => ({ value: n, label: SOCIAL_NETWORK_LABELS[n] }));

const valuesOf = (link: SocialLink | null) => ({
  network: (link?.network ?? 'instagram') as SocialNetwork,
  label: link?.label ?? '',
  url: link?.url ?? '',
  visible: link?.visible ?? true,
});

export function SocialLinkDrawer({ opened, link, onClose }: SocialLinkDrawerProps) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(link));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(link));
  }, [opened, link, reset]);
  const network = form.values.network;

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={link ? 'Editar link' : 'Novo link'}
      formError={form.formError}
      validate={() => form.validate(SocialLinkInputSchema)}
      save={(input) => (link ? updateSocialLink(link._id, input) : createSocialLink(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: socialLinksKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        notifySuccess(link ? `Link ${saved.label} salvo` : `Link ${saved.label} criado`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={link ? form.isDirty : undefined}
      submitLabel={link ? 'Salvar' : 'Criar link'}
    >
      <Select
        label="Rede"
        required
        allowDeselect={false}
        data={NETWORK_OPTIONS}
        value={network}
        onChange={(value) => value && form.setValue('network', value as SocialNetwork)}
        error={form.errors.network}
      />
      <TextInput
        label="Nome"
        placeholder="Ex.: Instagram da vereadora"
        required
        data-autofocus
        maxLength={60}
        {...form.text('label')}
      />
      <TextInput
        label="Endereço"
        placeholder={SOCIAL_NETWORK_EXAMPLES[network]}
        description="Copie o endereço completo do perfil, começando por https://"
        required
        type="url"
        maxLength={300}
        {...form.text('url')}
      />
      <Switch
        label="Mostrar no dashboard"
        description="Links ocultos continuam salvos, mas não aparecem no cartão do dashboard."
        {...form.checkbox('visible')}
      />
      <FormPreview>
        <NetworkIcon network={network} size={26} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {form.values.label.trim() || 'Nome do link'}
          </Text>
          <Anchor size="xs" c="dimmed" lineClamp={1}>
            {form.values.url.trim() || SOCIAL_NETWORK_EXAMPLES[network]}
          </Anchor>
        </div>
      </FormPreview>
    </FormDrawer>
  );
}

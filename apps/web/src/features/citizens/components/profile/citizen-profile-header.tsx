// Profile header: name (nome social), age and tags, 'Conversar pelo SAC', 'Editar' and the '⋯' menu.
import { ActionIcon, Avatar, Button, Group, Menu, Text } from '@mantine/core';
import type { Citizen } from '@gabinete/shared';
import {
  IconArrowsJoin,
  IconBrandWhatsapp,
  IconDots,
  IconFileExport,
  IconFilePlus,
  IconHeadset,
  IconMessage2,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useAppAbility } from '../../../../lib/ability.ts';
import { initials } from '../../../../lib/format.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { SmsComposer } from '../../../sms/components/sms-composer.tsx';
import { TagBadge } from '../../../tags/components/tag-select.tsx';
import { createExport } from '../../api/citizens-list.api.ts';
import { notifyWithAction } from '../../lib/notify-link.tsx';

interface Props {
  citizen: Citizen;
  onDelete: () => void;
}

function subtitle(c: Citizen): string {
  return [
    c.socialName && c.socialName !== c.name ? `Nome social: ${c.socialName}` : null,
    c.nickname ? `“${c.nickname}”` : null,
    c.age !== null ? `${c.age} anos` : null,
    [c.neighborhood, c.city && (c.uf ? `${c.city}/${c.uf}` : c.city)].filter(Boolean).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function CitizenProfileHeader({ citizen: c, onDelete }: Props) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const deleted = c.deletedAt !== null;
  const exporting = useMutation({
    mutationFn: () => createExport('xlsx', { ids: [c._id] }),
    onSuccess: () =>
      notifyWithAction({
        title: 'Exportação iniciada',
        message: `Os dados de ${c.name} estão sendo exportados.`,
        actionLabel: 'Ver exportações',
        action: '/exportacoes',
      }),
    onError: (error) => notifyError(error, 'Não foi possível exportar'),
  });
  const canUpdate = ability.can('update', 'citizens') && !deleted;
  const canDelete = ability.can('delete', 'citizens') && !deleted;
  const canExport = ability.can('create', 'exports');
  const canSms = ability.can('create', 'sms') && !deleted;
  const [smsOpened, setSmsOpened] = useState(false);
  const title = c.socialName || c.name;

  return (
    <PageHeader
      title={title}
      description={
        <>
          {title !== c.name && (
            <Text span size="sm">
              {c.name} ·{' '}
            </Text>
          )}
          {subtitle(c)}
        </>
      }
      leading={
        <Avatar size={56} radius="xl" color="blue">
          {initials(title)}
        </Avatar>
      }
      badge={
        c.tags.length > 0 ? (
          <Group gap={4}>
            {c.tags.map((t) => (
              <TagBadge key={t._id} name={t.name} color={t.color} />
            ))}
          </Group>
        ) : undefined
      }
      actions={
        <>
          {ability.can('create', 'occurrences') && !deleted && (
            <Button
              component={Link}
              to={`/atendimentos?novo=1&citizenId=${c._id}&citizenName=${encodeURIComponent(c.name)}`}
              variant="default"
              leftSection={<IconHeadset size={18} />}
            >
              Registrar atendimento
            </Button>
          )}
          {ability.can('update', 'sac') && !deleted && (
            <Button
              component={Link}
              to={`/sac?novo=${c._id}`}
              variant="default"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              Conversar pelo SAC
            </Button>
          )}
          {ability.can('create', 'demands') && !deleted && (
            <Button
              component={Link}
              to={`/demandas/nova?citizenId=${c._id}`}
              variant="default"
              leftSection={<IconFilePlus size={18} />}
            >
              Nova demanda
            </Button>
          )}
          {canUpdate && (
            <Button component={Link} to={`/eleitores/${c._id}/editar`} leftSection={<IconPencil size={18} />}>
              Editar
            </Button>
          )}
          {(canDelete || canUpdate || canExport || canSms) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label="Mais ações" loading={exporting.isPending}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canUpdate && ability.can('delete', 'citizens') && (
                  <Menu.Item
                    leftSection={<IconArrowsJoin size={16} />}
                    onClick={() => void navigate(`/eleitores/duplicados?com=${c._id}`)}
                  >
                    Mesclar com outro cadastro
                  </Menu.Item>
                )}
                {canSms && (
                  <Menu.Item leftSection={<IconMessage2 size={16} />} onClick={() => setSmsOpened(true)}>
                    Enviar SMS
                  </Menu.Item>
                )}
                {canExport && (
                  <Menu.Item leftSection={<IconFileExport size={16} />} onClick={() => exporting.mutate()}>
                    Exportar dados
                  </Menu.Item>
                )}
                {canDelete && (
                  <>
                    <Menu.Divider />
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                      Excluir
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
          {canSms && (
            <SmsComposer
              opened={smsOpened}
              onClose={() => setSmsOpened(false)}
              citizen={{ _id: c._id, name: c.name }}
              onSent={() => {
                setSmsOpened(false);
                notifyWithAction({
                  title: 'SMS na fila de envio',
                  message: `Para ${c.name}. A situação aparece no histórico e na linha do tempo.`,
                  actionLabel: 'Ver no histórico',
                  action: `/sms?citizenId=${c._id}`,
                });
              }}
            />
          )}
        </>
      }
    />
  );
}

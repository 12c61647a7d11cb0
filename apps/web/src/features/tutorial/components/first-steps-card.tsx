// 'Primeiros passos do gabinete': the four steps of a new office, ticked from the office's own data. On the
// dashboard until every step is done or the user hides it; the Tutorial always shows it.
import {
  Anchor,
  Button,
  Card,
  CloseButton,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { TutorialChecklist } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifyError } from '../../../lib/notify.ts';
import { checklistQuery, hideChecklist, showChecklist, tutorialKeys } from '../api/tutorial.api.ts';
import { CHECKLIST_TEXT } from '../lib/checklist-steps.ts';

interface FirstStepsCardProps {
  /** 'dashboard' hides the card once done or dismissed; 'tutorial' always shows it. */
  place: 'dashboard' | 'tutorial';
}

export function FirstStepsCard({ place }: FirstStepsCardProps) {
  const ability = useAppAbility();
  const client = useQueryClient();
  const query = useQuery({ ...checklistQuery(), enabled: ability.can('read', 'tutorial') });
  const toggle = useMutation({
    mutationFn: (hide: boolean) => (hide ? hideChecklist() : showChecklist()),
    onSuccess: (data) => client.setQueryData<TutorialChecklist>(tutorialKeys.checklist(), data),
    onError: (error) => notifyError(error),
  });
  const data = query.data;
  if (!data) return null;
  if (place === 'dashboard' && (data.complete || data.dismissed)) return null;
  const done = data.items.filter((i) => i.done).length;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Primeiros passos do gabinete">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Text fw={700}>Primeiros passos do gabinete</Text>
          <Text size="sm" c="dimmed">
            {data.complete
              ? 'Tudo pronto: o gabinete já está funcionando.'
              : `${done} de ${data.items.length} concluídos. Cada passo se marca sozinho quando é feito.`}
          </Text>
        </div>
        {place === 'dashboard' ? (
          <Tooltip label="Ocultar (volta pelo Tutorial)">
            <CloseButton
              aria-label="Ocultar os primeiros passos"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(true)}
            />
          </Tooltip>
        ) : (
          data.dismissed &&
          !data.complete && (
            <Button variant="light" size="xs" loading={toggle.isPending} onClick={() => toggle.mutate(false)}>
              Mostrar no dashboard
            </Button>
          )
        )}
      </Group>
      <Progress value={(done / data.items.length) * 100} size="sm" mb="md" aria-hidden />
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.items.map((item) => {
          const text = CHECKLIST_TEXT[item.key];
          const links = text.links.filter((l) => ability.can(l.action, l.subject));
          return (
            <Group key={item.key} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={26}
                radius="xl"
                variant={item.done ? 'filled' : 'light'}
                color={item.done ? 'green' : 'gray'}
                aria-hidden
              >
                {item.done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1 }} miw={0}>
                <Text fw={600}>
                  <Text span inherit td={item.done ? 'line-through' : undefined}>
                    {text.title}
                  </Text>
                  <Text span size="sm" c={item.done ? 'green.8' : 'dimmed'} fw={400}>
                    {item.done ? ' — feito' : ' — a fazer'}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {text.description}{' '}
                  <Anchor
                    component={Link}
                    to={`/tutorial/${text.help}`}
                    size="sm"
                    aria-label={`Como fazer: ${text.title}`}
                  >
                    Como fazer
                  </Anchor>
                </Text>
              </Stack>
              {!item.done &&
                (links.length > 0 ? (
                  <Group gap="xs" justify="flex-end">
                    {links.map((link) => (
                      <Button key={link.to} component={Link} to={link.to} size="xs" variant="light">
                        {link.label}
                      </Button>
                    ))}
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed" maw={160}>
                    Peça ao administrador do gabinete
                  </Text>
                ))}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

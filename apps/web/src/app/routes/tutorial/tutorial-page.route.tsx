// '/tutorial/:slug': one help page, with the way to its area and to the Suporte when the page is not enough.
import { Anchor, Breadcrumbs, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { MENU } from '@gabinete/shared';
import { Link, useParams } from 'react-router';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { MarkdownView } from '../../../features/tutorial/components/markdown-view.tsx';
import { HELP_CONTENT } from '../../../features/tutorial/lib/help-content.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function TutorialPageRoute() {
  const { slug = '' } = useParams();
  const page = HELP_CONTENT.find((p) => p.slug === slug && p.markdown);
  const ability = useAppAbility();
  usePageTitle(page ? `${page.title} · Tutorial` : 'Tutorial');
  if (!page)
    return (
      <RecordNotFound
        title="Página de ajuda não encontrada"
        description="O endereço pode ter mudado. A lista de páginas está no Tutorial."
        to="/tutorial"
        linkLabel="Ir para o Tutorial"
        icon={<IconBook size={32} />}
      />
    );
  const area = page.menuKeys
    .map((key) => MENU.find((m) => m.key === key))
    .find((m) => m && ability.can('read', m.subject));

  return (
    <Stack gap="md" maw={980}>
      <Group justify="space-between" gap="sm">
        <Breadcrumbs>
          <Anchor component={Link} to="/tutorial">
            Tutorial
          </Anchor>
          <Text>{page.title}</Text>
        </Breadcrumbs>
        {area && (
          <Button component={Link} to={area.path} variant="light" size="xs">
            {`Ir para ${area.label}`}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
        <MarkdownView markdown={page.markdown} />
      </Paper>
      <Divider />
      <Text size="sm" c="dimmed">
        Não encontrou o que procurava?{' '}
        <Anchor component={Link} to="/suporte">
          Abra um chamado no Suporte
        </Anchor>{' '}
        e conte o que você estava tentando fazer.
      </Text>
    </Stack>
  );
}

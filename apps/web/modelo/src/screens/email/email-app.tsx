// The /modelo e-mail app: folders and labels at the left, the list or the open mail beside them. The URL drives
// everything: /email, /email/<pasta>, /email/rotulo/<rótulo>, an id after either to read, and ?q= for the search.
import { Box, Button, Drawer, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import {
  FOLDERS,
  LABELS,
  folderName,
  labelInfo,
  useEmailList,
  useEmailMutations,
  viewPath,
  type EmailFilter,
  type FolderKey,
  type LabelKey,
} from './email-data.ts';
import { EmailListPane } from './email-list.tsx';
import { EmailReader } from './email-reader.tsx';
import { EmailSidebar } from './email-sidebar.tsx';

/** Reads folder/label and the open mail's id from the path below /email. */
function parsePath(
  splat: string,
): { folder: FolderKey | ''; label: LabelKey | ''; id: number | null } | null {
  const parts = splat.split('/').filter(Boolean);
  // An id that is not a whole number opens nothing (the list shows).
  const idOf = (value: string | undefined) => (Number.isInteger(Number(value)) ? Number(value) : null);
  if (parts[0] === 'rotulo') {
    const label = LABELS.find((l) => l.key === parts[1])?.key;
    if (!label || parts.length > 3) return null;
    return { folder: '', label, id: idOf(parts[2]) };
  }
  const folder = parts[0] === undefined ? 'inbox' : FOLDERS.find((f) => f.key === parts[0])?.key;
  if (!folder || parts.length > 2) return null;
  return { folder, label: '', id: idOf(parts[1]) };
}

export function EmailApp() {
  const splat = useParams()['*'] ?? '';
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [drawer, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const parsed = parsePath(splat);
  const filter: EmailFilter = {
    folder: parsed?.folder ?? 'inbox',
    label: parsed?.label ?? '',
    q: search.get('q') ?? '',
  };
  const list = useEmailList(filter);
  const actions = useEmailMutations();
  const id = parsed?.id ?? null;
  const place = filter.label ? `Rótulo ${labelInfo(filter.label)?.label}` : folderName(filter.folder);

  const onSearch = (q: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  let main;
  if (!parsed) main = <ErrorNotice error={new Error('Pasta ou rótulo inexistente.')} />;
  else if (id !== null)
    main = (
      <EmailReader
        key={id}
        id={id}
        filter={filter}
        actions={actions}
        onClose={() => void navigate(viewPath(filter))}
        onOpen={(next) => void navigate(viewPath(filter, next))}
      />
    );
  else if (list.isPending) main = <PageLoader />;
  else if (list.error) main = <ErrorNotice error={list.error} />;
  else
    main = (
      <EmailListPane
        key={`${filter.folder}-${filter.label}`}
        filter={filter}
        emails={list.data.emails}
        actions={actions}
        onSearch={onSearch}
      />
    );

  const sidebar = <EmailSidebar filter={filter} meta={list.data?.emailsMeta} onNavigate={closeDrawer} />;
  return (
    <DemoPage title="E-mail" trail={[{ label: 'Aplicativos' }, { label: 'E-mail' }]}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Paper withBorder radius="md" p="xs" w={240} visibleFrom="md" style={{ flexShrink: 0 }}>
          {sidebar}
        </Paper>
        <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <Group hiddenFrom="md" px="sm" pt="sm" justify="space-between">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMenu2 size={16} />}
              onClick={openDrawer}
            >
              Pastas e rótulos
            </Button>
            <Box fz="sm" c="dimmed">
              {place}
            </Box>
          </Group>
          {main}
        </Paper>
      </Group>
      <Drawer opened={drawer} onClose={closeDrawer} title="Pastas e rótulos" size={280}>
        {sidebar}
      </Drawer>
    </DemoPage>
  );
}

// A friendly 404 for a record id this office does not have: why, and the way back to its list.
import { Button, EmptyState } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';

interface RecordNotFoundProps {
  /** 'Demanda não encontrada'; also the page's title. */
  title: string;
  description: string;
  /** The list to go back to, and its button's words: 'Ir para Demandas'. */
  to: string;
  linkLabel: string;
  icon?: ReactNode;
}

export function RecordNotFound({
  title,
  description,
  to,
  linkLabel,
  icon = <IconFileUnknown size={32} />,
}: RecordNotFoundProps) {
  usePageTitle(title);
  return (
    <EmptyState py="xl" icon={icon} withIndicatorBackground title={title} description={description}>
      <EmptyState.Actions>
        <Button component={Link} to={to}>
          {linkLabel}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

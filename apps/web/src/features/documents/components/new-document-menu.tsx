// 'Novo documento' / 'Gerar ofício': creates the draft from the office's template for the kind, filled from the
// links given (demanda, emenda, eleitor, atendimento), and opens the editor.
import { Button, Menu } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '@gabinete/shared';
import { IconChevronDown, IconFileText } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { createDocument, documentsKeys } from '../api/documents.api.ts';

interface Links {
  demandId?: string;
  citizenId?: string;
  occurrenceId?: string;
  amendmentId?: string;
}

export function useCreateDraft() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Links & { kind: DocumentKind }) => createDocument(input),
    onSuccess: (doc) => {
      void queryClient.invalidateQueries({ queryKey: documentsKeys.all });
      void navigate(`/documentos/${doc._id}`);
    },
    onError: (error) => notifyError(error, 'Não foi possível criar o documento'),
  });
}

/** 'Gerar ofício' with the other kinds in its menu. */
export function GenerateDocumentButton({ links, label = 'Gerar ofício' }: { links: Links; label?: string }) {
  const create = useCreateDraft();
  return (
    <Button.Group>
      <Button
        leftSection={<IconFileText size={18} />}
        loading={create.isPending}
        onClick={() => create.mutate({ ...links, kind: 'oficio' })}
      >
        {label}
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button aria-label="Outros tipos de documento" px={8} disabled={create.isPending}>
            <IconChevronDown size={16} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {DOCUMENT_KINDS.filter((k) => k !== 'oficio').map((kind) => (
            <Menu.Item key={kind} onClick={() => create.mutate({ ...links, kind })}>
              {DOCUMENT_KIND_LABELS[kind]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}

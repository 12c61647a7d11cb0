// 'Novo atendimento' / 'Editar atendimento' in a drawer; after saving, either back to where it was opened
// or (with 'Abrir uma demanda com estes dados') on to the demanda form prefilled from the atendimento.
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Occurrence } from '@gabinete/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { citizenQuery, citizensKeys } from '../../citizens/api/citizens.api.ts';
import { occurrencesKeys } from '../api/occurrences.api.ts';
import { pathAfterSave } from '../lib/occurrence-form.logic.ts';
import { OccurrenceForm } from './occurrence-form.tsx';

interface OccurrenceDrawerProps {
  opened: boolean;
  /** The atendimento being edited; absent for a new one. */
  occurrence?: Occurrence;
  /** A new atendimento for this citizen (from the profile). */
  citizenId?: string | null;
  onClose: (saved?: Occurrence) => void;
}

export function OccurrenceDrawer({ opened, occurrence, citizenId, onClose }: OccurrenceDrawerProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const preselected = useQuery({
    ...citizenQuery(citizenId ?? ''),
    enabled: opened && !!citizenId && !occurrence,
  });
  const waiting = !!citizenId && !occurrence && preselected.isPending;

  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const close = () => {
    if (dirty.current) setConfirming(true);
    else onClose();
  };

  const onSaved = (saved: Occurrence, openDemand: boolean) => {
    dirty.current = false;
    void queryClient.invalidateQueries({ queryKey: occurrencesKeys.lists() });
    queryClient.setQueryData(occurrencesKeys.detail(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: citizensKeys.timeline(saved.citizen._id) });
    const next = pathAfterSave(saved, openDemand);
    if (next) {
      notifySuccess('Atendimento registrado. Complete a demanda.');
      onClose(saved);
      void navigate(next);
      return;
    }
    notifySuccess(occurrence ? 'Atendimento salvo' : 'Atendimento registrado');
    onClose(saved);
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={<Text fw={600}>{occurrence ? 'Editar atendimento' : 'Novo atendimento'}</Text>}
      >
        {waiting ? (
          <Stack gap="md" aria-busy="true" aria-label="Carregando">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={52} radius="sm" />
            ))}
          </Stack>
        ) : (
          opened && (
            <OccurrenceForm
              occurrence={occurrence}
              citizen={preselected.data ? { _id: preselected.data._id, name: preselected.data.name } : null}
              onSaved={onSaved}
              onCancel={close}
              onDirtyChange={onDirtyChange}
            />
          )
        )}
      </Drawer>
      <ConfirmModal
        opened={confirming}
        title="Descartar este atendimento?"
        confirmLabel="Descartar"
        onConfirm={() => {
          setConfirming(false);
          dirty.current = false;
          onClose();
        }}
        onClose={() => setConfirming(false)}
      >
        O que foi digitado ainda não foi salvo e será perdido.
      </ConfirmModal>
    </>
  );
}

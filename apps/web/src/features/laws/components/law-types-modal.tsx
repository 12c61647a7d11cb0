// 'Tipos': the office's law and proposição types (esfera, sigla, descrição, numeração, how many use each) and,
// for who may change the banco de leis, a form to add one (the Casa's own siglas).
import { Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  LAW_HOUSE_LABELS,
  LAW_HOUSES,
  LAW_NUMBERING_LABELS,
  LAW_NUMBERINGS,
  LawTypeInputSchema,
  type LawHouse,
  type LawNumbering,
  type LawType,
} from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createLawType, lawsKeys } from '../api/laws.api.ts';

const EMPTY = {
  house: 'municipal' as LawHouse,
  sigla: '',
  description: '',
  numbering: 'ano' as LawNumbering,
};

interface Props {
  opened: boolean;
  types: LawType[];
  canCreate: boolean;
  onClose: () => void;
}

export function LawTypesModal({ opened, types, canCreate, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(EMPTY);
  const save = useMutation({
    mutationFn: createLawType,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: lawsKeys.types });
      notifySuccess(`Tipo ${saved.sigla} criado`);
      form.reset(EMPTY);
    },
    onError: form.applyApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(LawTypeInputSchema);
    if (input) save.mutate(input);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>Tipos de proposição e norma</Text>}
      size="lg"
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={520} mah={360}>
          <Table verticalSpacing="xs" stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Esfera</Table.Th>
                <Table.Th>Sigla</Table.Th>
                <Table.Th>Descrição</Table.Th>
                <Table.Th>Numeração</Table.Th>
                <Table.Th>Em uso</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.map((t) => (
                <Table.Tr key={t._id}>
                  <Table.Td>{LAW_HOUSE_LABELS[t.house]}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t.sigla}</Badge>
                  </Table.Td>
                  <Table.Td>{t.description}</Table.Td>
                  <Table.Td>{LAW_NUMBERING_LABELS[t.numbering]}</Table.Td>
                  <Table.Td>{formatNumber(t.lawsCount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canCreate && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text fw={600} size="sm">
                Novo tipo
              </Text>
              <FormError message={form.formError} />
              <Group grow align="flex-start">
                <Select
                  label="Esfera"
                  data={LAW_HOUSES.map((h) => ({ value: h, label: LAW_HOUSE_LABELS[h] }))}
                  {...form.select('house')}
                  allowDeselect={false}
                />
                <TextInput label="Sigla" required maxLength={12} {...form.text('sigla')} />
              </Group>
              <TextInput label="Descrição" required maxLength={160} {...form.text('description')} />
              <Select
                label="Numeração"
                data={LAW_NUMBERINGS.map((n) => ({ value: n, label: LAW_NUMBERING_LABELS[n] }))}
                {...form.select('numbering')}
                allowDeselect={false}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Criar tipo
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}

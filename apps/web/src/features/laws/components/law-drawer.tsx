// 'Nova proposição' / 'Editar': tipo, número/ano, ementa, autoria, situação (normalised + the house's text),
// datas, texto integral, link, tags.
import { Group, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  LAW_STATUS_LABELS,
  LAW_STATUSES,
  LawInputSchema,
  type Law,
  type LawStatus,
  type LawType,
} from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { createLaw, lawsKeys, updateLaw } from '../api/laws.api.ts';

const valuesOf = (l: Law | null, types: LawType[]) => ({
  typeId: l?.type._id ?? types[0]?._id ?? '',
  number: l ? String(l.number) : '',
  year: String(l?.year ?? new Date().getFullYear()),
  ementa: l?.ementa ?? '',
  author: l?.author ?? '',
  coAuthors: l?.coAuthors ?? '',
  ownWork: l?.ownWork ?? true,
  status: (l?.status ?? 'apresentada') as LawStatus,
  houseStatus: l?.houseStatus ?? '',
  presentedOn: l?.presentedOn ?? '',
  statusOn: l?.statusOn ?? '',
  fullText: l?.fullText ?? '',
  link: l?.link ?? '',
  tags: l?.tags ?? [],
});

interface Props {
  opened: boolean;
  law: Law | null;
  types: LawType[];
  onClose: () => void;
  /** Who may read but not change it sees the record with its fields locked. */
  readOnly?: boolean;
}

export function LawDrawer({ opened, law, types, onClose, readOnly = false }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(law, types));
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(law, types));
  }, [opened, law, types, reset]);
  const v = form.values;
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={law ? (readOnly ? law.label : `Editar ${law.label}`) : 'Nova lei ou proposição'}
      readOnly={readOnly}
      formError={form.formError}
      validate={() =>
        form.validate(LawInputSchema, {
          ...v,
          author: v.author || null,
          coAuthors: v.coAuthors || null,
          houseStatus: v.houseStatus || null,
          presentedOn: v.presentedOn || null,
          statusOn: v.statusOn || null,
        })
      }
      save={(input) => (law ? updateLaw(law._id, input) : createLaw(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: lawsKeys.all });
        notifySuccess(`${saved.label} salvo`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={law ? form.isDirty : undefined}
      submitLabel={law ? 'Salvar' : 'Cadastrar'}
    >
      <Select
        label="Tipo"
        required
        searchable
        data={types.map((t) => ({ value: t._id, label: `${t.sigla} — ${t.description} (${t.house})` }))}
        {...form.select('typeId')}
        allowDeselect={false}
      />
      <Group grow>
        <TextInput label="Número" required inputMode="numeric" {...form.text('number')} />
        <TextInput label="Ano" required inputMode="numeric" {...form.text('year')} />
      </Group>
      <Textarea label="Ementa" required autosize minRows={2} maxLength={5000} {...form.text('ementa')} />
      <Switch label="Proposição do mandato (autoria do gabinete)" {...form.checkbox('ownWork')} />
      <TextInput label="Autoria" maxLength={300} {...form.text('author')} />
      <TextInput label="Coautores" maxLength={1000} {...form.text('coAuthors')} />
      <Select
        label="Situação"
        data={LAW_STATUSES.map((s) => ({ value: s, label: LAW_STATUS_LABELS[s] }))}
        {...form.select('status')}
        allowDeselect={false}
      />
      <TextInput
        label="Situação na Casa (texto da tramitação)"
        maxLength={300}
        {...form.text('houseStatus')}
      />
      <Group grow>
        <TextInput type="date" label="Apresentada em" {...form.text('presentedOn')} />
        <TextInput type="date" label="Situação desde" {...form.text('statusOn')} />
      </Group>
      <Textarea label="Texto integral" autosize minRows={3} maxRows={12} {...form.text('fullText')} />
      <TextInput label="Link" placeholder="https://" maxLength={1000} {...form.text('link')} />
      <TagsInput label="Tags" value={v.tags} onChange={(tags) => form.setValue('tags', tags)} maxTags={20} />
    </FormDrawer>
  );
}

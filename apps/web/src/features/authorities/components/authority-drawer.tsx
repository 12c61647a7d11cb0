// 'Nova autoridade' / 'Editar autoridade': nome, cargo, órgão, tipo and gênero — which fill tratamento, vocativo,
// endereçamento and fecho (tratamentoFor, editable) — contacts, address, aniversário, assessor and notes.
import {
  Divider,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  AUTHORITY_TYPE_LABELS,
  AUTHORITY_TYPES,
  AuthorityInputSchema,
  tratamentoFor,
  type Authority,
  type AuthorityGender,
  type AuthorityType,
} from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { authoritiesKeys, createAuthority, updateAuthority } from '../api/authorities.api.ts';

const TYPE_OPTIONS = AUTHORITY_TYPES.map((value) => ({ value, label: AUTHORITY_TYPE_LABELS[value] }));

const valuesOf = (a: Authority | null) => ({
  name: a?.name ?? '',
  cargo: a?.cargo ?? '',
  organ: a?.organ ?? '',
  type: (a?.type ?? 'municipal') as AuthorityType,
  gender: (a?.gender ?? 'm') as AuthorityGender,
  plainFederal: a?.plainFederal ?? false,
  tratamento: a?.tratamento ?? 'Vossa Excelência',
  abbreviation: a?.abbreviation ?? 'V. Exa.',
  vocativo: a?.vocativo ?? 'Senhor,',
  addressing: a?.addressing ?? 'A Sua Excelência o Senhor',
  closing: a?.closing ?? 'Respeitosamente,',
  phone: a?.phone ?? '',
  mobile: a?.mobile ?? '',
  email: a?.email ?? '',
  street: a?.street ?? '',
  cep: a?.cep ?? '',
  city: a?.city ?? '',
  uf: a?.uf ?? '',
  birthday: a?.birthday ?? '',
  assistantName: a?.assistantName ?? '',
  assistantPhone: a?.assistantPhone ?? '',
  assistantEmail: a?.assistantEmail ?? '',
  notes: a?.notes ?? '',
});

interface Props {
  opened: boolean;
  authority: Authority | null;
  onClose: () => void;
  /** Who may read but not change it sees the record with its fields locked. */
  readOnly?: boolean;
}

export function AuthorityDrawer({ opened, authority, onClose, readOnly = false }: Props) {
  const queryClient = useQueryClient();
  const form = useZodForm(valuesOf(authority));
  const { reset, setValue } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(authority));
  }, [opened, authority, reset]);

  /** A new type, gender, cargo or the federal rule fills the five forms again (the person may edit them). */
  const refill = (changes: Partial<ReturnType<typeof valuesOf>>) => {
    const next = { ...form.values, ...changes };
    for (const [key, value] of Object.entries(changes)) setValue(key as never, value as never);
    const forms = tratamentoFor(next.type, next.gender, next.cargo, next.plainFederal);
    for (const [key, value] of Object.entries(forms)) setValue(key as never, value as never);
  };
  const v = form.values;

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={authority ? (readOnly ? authority.name : 'Editar autoridade') : 'Nova autoridade'}
      readOnly={readOnly}
      formError={form.formError}
      validate={() => form.validate(AuthorityInputSchema, { ...v, birthday: v.birthday || null })}
      save={(input) => (authority ? updateAuthority(authority._id, input) : createAuthority(input))}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: authoritiesKeys.all });
        notifySuccess(`Autoridade ${saved.name} salva`);
        onClose();
      }}
      onError={form.applyApiError}
      dirty={authority ? form.isDirty : undefined}
      submitLabel={authority ? 'Salvar' : 'Cadastrar'}
    >
      <TextInput label="Nome" required data-autofocus maxLength={160} {...form.text('name')} />
      <TextInput
        label="Cargo"
        required
        placeholder="Ex.: Prefeito Municipal de Campinas"
        maxLength={160}
        {...form.text('cargo')}
        onChange={(e) => refill({ cargo: e.currentTarget.value })}
      />
      <TextInput label="Órgão ou instituição" maxLength={200} {...form.text('organ')} />
      <Select
        label="Tipo de autoridade"
        required
        data={TYPE_OPTIONS}
        value={v.type}
        onChange={(value) => value && refill({ type: value as AuthorityType })}
        error={form.errors.type}
        allowDeselect={false}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Gênero
        </Text>
        <SegmentedControl
          aria-label="Gênero"
          data={[
            { value: 'm', label: 'Masculino' },
            { value: 'f', label: 'Feminino' },
          ]}
          value={v.gender}
          onChange={(value) => refill({ gender: value as AuthorityGender })}
        />
      </div>
      {v.type === 'executivo' && (
        <Switch
          label="Poder Executivo federal: só “Senhor/Senhora” (Decreto 9.758/2019)"
          checked={v.plainFederal}
          onChange={(e) => refill({ plainFederal: e.currentTarget.checked })}
        />
      )}
      <Divider label="Como escrever (preenchido pelo tipo e gênero; pode editar)" labelPosition="left" />
      <SimpleGrid cols={2}>
        <TextInput label="Tratamento" maxLength={80} {...form.text('tratamento')} />
        <TextInput label="Abreviatura" maxLength={40} {...form.text('abbreviation')} />
      </SimpleGrid>
      <TextInput label="Vocativo" maxLength={200} {...form.text('vocativo')} />
      <TextInput label="Endereçamento" maxLength={200} {...form.text('addressing')} />
      <TextInput label="Fecho" maxLength={80} {...form.text('closing')} />
      <Divider label="Contato" labelPosition="left" />
      <SimpleGrid cols={2}>
        <TextInput label="Telefone" maxLength={40} {...form.text('phone')} />
        <TextInput label="Celular" maxLength={40} {...form.text('mobile')} />
      </SimpleGrid>
      <TextInput label="E-mail" type="email" maxLength={254} {...form.text('email')} />
      <TextInput label="Endereço" maxLength={200} {...form.text('street')} />
      <Group grow>
        <TextInput label="CEP" maxLength={9} {...form.text('cep')} />
        <TextInput label="Cidade" maxLength={120} {...form.text('city')} />
        <TextInput label="UF" maxLength={2} {...form.text('uf')} />
      </Group>
      <TextInput label="Aniversário" type="date" {...form.text('birthday')} />
      <Divider label="Assessor(a)" labelPosition="left" />
      <TextInput label="Nome do assessor" maxLength={160} {...form.text('assistantName')} />
      <SimpleGrid cols={2}>
        <TextInput label="Telefone do assessor" maxLength={40} {...form.text('assistantPhone')} />
        <TextInput label="E-mail do assessor" maxLength={254} {...form.text('assistantEmail')} />
      </SimpleGrid>
      <Textarea label="Observações" autosize minRows={2} maxLength={5000} {...form.text('notes')} />
    </FormDrawer>
  );
}

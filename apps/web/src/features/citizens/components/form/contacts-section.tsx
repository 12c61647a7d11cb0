// Contatos: several phones and e-mails, each with a type, 'preferencial' and 'aceita contato'.
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  EMAIL_TYPES,
  EMAIL_TYPE_LABELS,
  formatPhoneInput,
  PHONE_TYPES,
  PHONE_TYPE_LABELS,
} from '@gabinete/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import {
  newEmail,
  newPhone,
  type CitizenFormValues,
  type EmailRow,
  type PhoneRow,
} from '../../lib/citizen-form.logic.ts';
import { FormSection } from './form-section.tsx';

const PHONE_OPTIONS = PHONE_TYPES.map((value) => ({ value, label: PHONE_TYPE_LABELS[value] }));
const EMAIL_OPTIONS = EMAIL_TYPES.map((value) => ({ value, label: EMAIL_TYPE_LABELS[value] }));
const MAX_ROWS = 10;

type Row = PhoneRow | EmailRow;
type ListKey = 'phones' | 'emails';

interface Props {
  form: ZodForm<CitizenFormValues>;
  onPhoneBlur: () => void;
}

export function ContactsSection({ form, onPhoneBlur }: Props) {
  function change<K extends ListKey>(list: K, key: string, patch: Partial<CitizenFormValues[K][number]>) {
    const rows = form.values[list] as Row[];
    const next = rows.map((row) => {
      if (row.key === key) return { ...row, ...patch };
      // Only one preferred phone and one preferred e-mail.
      return patch.preferred ? { ...row, preferred: false } : row;
    });
    form.setValue(list, next as CitizenFormValues[K]);
    clearRowErrors(list, key);
  }
  function clearRowErrors(list: ListKey, key: string) {
    const prefix = `${list}.${key}.`;
    if (Object.keys(form.errors).some((k) => k.startsWith(prefix) || k === list)) {
      form.setErrors(
        Object.fromEntries(Object.entries(form.errors).filter(([k]) => !k.startsWith(prefix) && k !== list)),
      );
    }
  }
  function remove(list: ListKey, key: string) {
    const rows = (form.values[list] as Row[]).filter((row) => row.key !== key);
    if (rows.length > 0 && !rows.some((r) => r.preferred)) rows[0] = { ...rows[0]!, preferred: true };
    form.setValue(list, rows as never);
    clearRowErrors(list, key);
  }
  function add(list: ListKey) {
    const rows = form.values[list] as Row[];
    const row = list === 'phones' ? newPhone(rows.length === 0) : newEmail(rows.length === 0);
    form.setValue(list, [...rows, row] as never);
  }

  const extras = (list: ListKey, row: Row, what: string, index: number) => (
    <>
      <Checkbox
        label="Preferencial"
        checked={row.preferred}
        onChange={(event) => change(list, row.key, { preferred: event.currentTarget.checked })}
      />
      <Checkbox
        label="Aceita contato"
        checked={row.canContact}
        onChange={(event) => change(list, row.key, { canContact: event.currentTarget.checked })}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remover ${what} ${index + 1}`}
        onClick={() => remove(list, row.key)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </>
  );

  return (
    <FormSection
      title="Contatos"
      hint="'Aceita contato' registra se a pessoa autorizou o gabinete a usar aquele número ou e-mail."
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Telefones
        </Text>
        {form.values.phones.map((row, i) => (
          <Group key={row.key} gap="sm" align="center" wrap="wrap">
            <TextInput
              aria-label={`Telefone ${i + 1}`}
              placeholder="(61) 99999-9999"
              inputMode="tel"
              autoComplete="off"
              value={row.number}
              error={form.errors[`phones.${row.key}.number`]}
              onChange={(event) =>
                change('phones', row.key, { number: formatPhoneInput(event.currentTarget.value) })
              }
              onBlur={onPhoneBlur}
              style={{ flex: '1 1 180px', maxWidth: 240 }}
            />
            <Select
              aria-label={`Tipo do telefone ${i + 1}`}
              data={PHONE_OPTIONS}
              value={row.type}
              allowDeselect={false}
              onChange={(value) => value && change('phones', row.key, { type: value as PhoneRow['type'] })}
              w={150}
            />
            {extras('phones', row, 'telefone', i)}
          </Group>
        ))}
        {form.errors.phones && (
          <Text size="xs" c="red">
            {form.errors.phones}
          </Text>
        )}
        {form.values.phones.length < MAX_ROWS && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => add('phones')}
            w="fit-content"
          >
            Adicionar telefone
          </Button>
        )}
      </Stack>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          E-mails
        </Text>
        {form.values.emails.map((row, i) => (
          <Group key={row.key} gap="sm" align="center" wrap="wrap">
            <TextInput
              aria-label={`E-mail ${i + 1}`}
              placeholder="nome@exemplo.com"
              type="email"
              autoComplete="off"
              value={row.address}
              error={form.errors[`emails.${row.key}.address`]}
              onChange={(event) => change('emails', row.key, { address: event.currentTarget.value })}
              style={{ flex: '1 1 220px', maxWidth: 320 }}
            />
            <Select
              aria-label={`Tipo do e-mail ${i + 1}`}
              data={EMAIL_OPTIONS}
              value={row.type}
              allowDeselect={false}
              onChange={(value) => value && change('emails', row.key, { type: value as EmailRow['type'] })}
              w={150}
            />
            {extras('emails', row, 'e-mail', i)}
          </Group>
        ))}
        {form.errors.emails && (
          <Text size="xs" c="red">
            {form.errors.emails}
          </Text>
        )}
        {form.values.emails.length < MAX_ROWS && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => add('emails')}
            w="fit-content"
          >
            Adicionar e-mail
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}

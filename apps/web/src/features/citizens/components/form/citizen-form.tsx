// The citizen record as one page of sections; validated by CitizenInputSchema, warns about duplicates.
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { CitizenInputSchema, type Citizen } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../../components/error-alert.tsx';
import { FormActions } from '../../../../components/form-actions.tsx';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useZodForm, zodFieldErrors } from '../../../../lib/use-zod-form.ts';
import { createCitizen, updateCitizen } from '../../api/citizens.api.ts';
import {
  citizenToValues,
  emptyCitizenValues,
  remapRowErrors,
  valuesToInput,
  type CitizenFormValues,
} from '../../lib/citizen-form.logic.ts';
import { AddressSection } from './address-section.tsx';
import { ContactsSection } from './contacts-section.tsx';
import {
  DuplicateMatches,
  DuplicateWarning,
  identityHolder,
  identityWords,
  type DuplicateMatch,
} from './duplicate-warning.tsx';
import { IdentificationSection } from './identification-section.tsx';
import { NotesSection, RelationshipSection } from './relationship-section.tsx';
import { useDuplicateCheck } from './use-duplicate-check.ts';
import { VoterSection } from './voter-section.tsx';

type Input = ReturnType<typeof CitizenInputSchema.parse>;

/** The server's refusal of a second holder of a CPF or título (someone saved it after the check ran). */
const IDENTITY_CODES = new Set(['CITIZEN_CPF_IN_USE', 'CITIZEN_VOTER_TITLE_IN_USE']);

interface CitizenFormProps {
  citizen?: Citizen;
  onSaved: (citizen: Citizen) => void;
  onCancel: () => void;
}

export function CitizenForm({ citizen, onSaved, onCancel }: CitizenFormProps) {
  const form = useZodForm<CitizenFormValues>(citizen ? citizenToValues(citizen) : emptyCitizenValues());
  const duplicates = useDuplicateCheck(citizen ? form.initialValues : undefined, citizen?._id);
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState<{ input: Input; matches: DuplicateMatch[] } | null>(null);
  const [saved, setSaved] = useState<Citizen | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (input: Input) => (citizen ? updateCitizen(citizen._id, input) : createCitizen(input)),
    onSuccess: setSaved,
    onError: (error, input) => {
      form.applyApiError(error);
      if (error instanceof ApiError && IDENTITY_CODES.has(error.code)) {
        void duplicates.check(form.values).then((matches) => {
          if (identityHolder(matches)) setPending({ input, matches });
        });
      }
    },
  });
  // 'Abrir o cadastro existente' leaves without the unsaved-changes question: the record is already there.
  useEffect(() => {
    if (opening) void navigate(`/eleitores/${opening}`);
  }, [opening, navigate]);
  const holder = pending ? identityHolder(pending.matches) : undefined;
  // Leaves only after the unsaved-changes guard has seen that nothing is pending.
  const reported = useRef<Citizen | null>(null);
  useEffect(() => {
    if (saved && reported.current !== saved) {
      reported.current = saved;
      onSaved(saved);
    }
  }, [saved, onSaved]);

  const checkNow = () => void duplicates.check(form.values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CitizenInputSchema.safeParse(valuesToInput(form.values));
    if (!parsed.success) {
      const errors = remapRowErrors(zodFieldErrors(parsed.error), form.values);
      form.setErrors(errors);
      form.setFormError('Confira os campos destacados.');
      // Brings the first wrong field into view: on a long form it may be far above the button.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    const matches = await duplicates.check(form.values);
    if (matches.length > 0) setPending({ input: parsed.data, matches });
    else mutation.mutate(parsed.data);
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <UnsavedChangesGuard when={form.isDirty && !saved && !opening} />
      <Stack gap="md">
        <IdentificationSection form={form} autoFocusName={!citizen} onDocumentBlur={checkNow} />
        <DuplicateWarning matches={duplicates.matches} />
        <ContactsSection form={form} onPhoneBlur={checkNow} />
        <AddressSection form={form} />
        <VoterSection form={form} onDocumentBlur={checkNow} />
        <RelationshipSection form={form} citizenId={citizen?._id} />
        <NotesSection form={form} />
        <Paper withBorder radius="md" p="sm" shadow="sm" style={{ position: 'sticky', bottom: 8, zIndex: 5 }}>
          <Group justify="space-between" gap="sm">
            <FormError message={form.formError} />
            <FormActions onCancel={onCancel} saving={mutation.isPending} ml="auto" />
          </Group>
        </Paper>
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={<Text fw={600}>{holder ? 'Eleitor já cadastrado' : 'Possível duplicado'}</Text>}
        centered
      >
        {holder ? (
          <Stack gap="md">
            <Text size="sm">
              {identityWords(holder).replace(/^o/, 'O')} informado já pertence a{' '}
              <Text span fw={600}>
                {holder.citizen.name}
              </Text>
              . Um CPF ou título de eleitor identifica uma só pessoa, então não é possível criar outro
              cadastro com ele.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)}>
                Voltar e revisar
              </Button>
              <Button
                onClick={() => {
                  setPending(null);
                  setOpening(holder.citizen._id);
                }}
              >
                Abrir o cadastro existente
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              {pending?.matches.length === 1 ? 'Já existe um eleitor' : 'Já existem eleitores'} com os mesmos
              dados:
            </Text>
            {pending && <DuplicateMatches matches={pending.matches} />}
            <Text size="sm">Salvar mesmo assim?</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)}>
                Voltar e revisar
              </Button>
              <Button
                onClick={() => {
                  if (pending) mutation.mutate(pending.input);
                  setPending(null);
                }}
              >
                Salvar mesmo assim
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </form>
  );
}

// A user's data: nome, e-mail, telefone, avatar, and (for whoever manages users) perfil and ativo.
// Only changed fields travel, as multipart, to PUT /api/users/{id}.
import { Alert, Card, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { ROLE_LABELS, UpdateUserFieldsSchema, type User } from '@gabinete/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/error-alert.tsx';
import { ImageField } from '../../../components/image-field.tsx';
import { initials } from '../../../lib/format.ts';
import { formatPhone, formatPhoneInput, toE164 } from '../../../lib/phone.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { updateUser } from '../api/users.api.ts';
import { ROLE_OPTIONS } from './invite-user-drawer.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

export type EditableUser = Pick<User, '_id' | 'name' | 'email' | 'phone' | 'avatar' | 'role' | 'status'>;

function valuesOf(user: EditableUser) {
  return {
    name: user.name,
    email: user.email,
    phone: formatPhone(user.phone),
    role: user.role as string | null,
    active: user.status !== 'inactive',
    avatar: null as File | null,
    removeAvatar: false,
  };
}

interface UserFormProps {
  user: EditableUser;
  title?: string;
  /** Nome, e-mail, telefone and avatar (the user themself or whoever may update users). */
  canEditProfile: boolean;
  /** Perfil and ativo (not on oneself, never the platform admin). */
  canEditAccess: boolean;
  onSaved: (user: User) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Perfil and ativo fields; left out on 'Meu perfil'. */
  showAccess?: boolean;
}

export function UserForm(props: UserFormProps) {
  const {
    user,
    title = 'Dados',
    canEditProfile,
    canEditAccess,
    onSaved,
    onDirtyChange,
    showAccess = true,
  } = props;
  const form = useZodForm(valuesOf(user));
  const { reset } = form;
  useEffect(() => reset(valuesOf(user)), [user, reset]);
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);

  // A new address of an active account only replaces the old one once its owner opens the link we mail.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (update: Parameters<typeof updateUser>[1]) => updateUser(user._id, update),
    onSuccess: (saved, update) => {
      setPendingEmail(update.email && update.email !== saved.email ? update.email : null);
      onSaved(saved);
    },
    onError: form.applyApiError,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, initialValues: initial } = form;
    const changes: Record<string, unknown> = {};
    if (values.name !== initial.name) changes.name = values.name;
    if (values.email !== initial.email) changes.email = values.email;
    if (values.phone !== initial.phone) changes.phone = values.phone ? toE164(values.phone) : '';
    if (canEditAccess && values.role !== initial.role) changes.role = values.role;
    if (canEditAccess && values.active !== initial.active) changes.active = values.active;
    const parsed = form.validate(UpdateUserFieldsSchema, changes);
    if (!parsed) return;
    mutation.mutate({ ...parsed, avatar: values.avatar, removeAvatar: values.removeAvatar || undefined });
  };

  const readOnly = !canEditProfile;
  const platformAdmin = user.role === 'platform_admin';

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz={18}>
          {title}
        </Title>
        <FormError message={form.formError} />
        {pendingEmail && (
          <Alert
            color="blue"
            title="Confirme o novo e-mail"
            withCloseButton
            onClose={() => setPendingEmail(null)}
          >
            Enviamos um link de confirmação para o novo e-mail ({pendingEmail}). O e-mail só muda depois que o
            link for aberto; até lá, o acesso continua pelo e-mail atual.
          </Alert>
        )}
        <ImageField
          label="Foto"
          currentUrl={user.avatar}
          file={form.values.avatar}
          removed={form.values.removeAvatar}
          onFileChange={(file) => {
            form.setValue('avatar', file);
            if (file) form.setValue('removeAvatar', false);
          }}
          onRemove={() => form.setValue('removeAvatar', true)}
          placeholder={initials(user.name)}
          disabled={readOnly}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label="Nome" required readOnly={readOnly} {...form.text('name')} />
          <TextInput label="E-mail" type="email" required readOnly={readOnly} {...form.text('email')} />
          <TextInput
            label="Telefone"
            type="tel"
            placeholder="(61) 99999-9999"
            readOnly={readOnly}
            {...form.text('phone')}
            onChange={(event) => form.setValue('phone', formatPhoneInput(event.currentTarget.value))}
          />
          {!showAccess ? null : platformAdmin ? (
            <TextInput label="Perfil" value={ROLE_LABELS.platform_admin} readOnly />
          ) : (
            <Select
              label="Perfil"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              readOnly={!canEditAccess}
              description={
                canEditAccess ? 'Trocar o perfil aplica as permissões padrão do novo perfil.' : undefined
              }
              {...form.select('role')}
            />
          )}
        </SimpleGrid>
        {showAccess && (
          <Switch
            label="Ativo"
            description={
              user.status === 'invited'
                ? 'Convite pendente: a pessoa ainda não definiu a senha.'
                : 'Usuários inativos não conseguem entrar.'
            }
            disabled={!canEditAccess}
            {...form.checkbox('active')}
          />
        )}
        {canEditProfile && (
          <FormActions onCancel={() => form.reset()} saving={mutation.isPending} dirty={form.isDirty} />
        )}
      </Stack>
    </Card>
  );
}

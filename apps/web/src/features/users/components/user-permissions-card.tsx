// The user's permissions: the matrix, 'Restaurar padrão do perfil', and saving a normalized ability list.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS, ROLE_PRESETS, type User } from '@gabinete/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { updateUser, usersKeys } from '../api/users.api.ts';
import { abilityToMatrix, matrixToAbility, sameAbility } from '../permissions-matrix.logic.ts';
import { PermissionsMatrix } from './permissions-matrix.tsx';
import { FormActions } from '../../../components/form-actions.tsx';

interface UserPermissionsCardProps {
  user: User;
  editable: boolean;
  onDirtyChange?: (dirty: boolean) => void;
}

export function UserPermissionsCard({ user, editable, onDirtyChange }: UserPermissionsCardProps) {
  const queryClient = useQueryClient();
  const [matrix, setMatrix] = useState(() => abilityToMatrix(user.ability));
  const [restorePreset, setRestorePreset] = useState(false);
  const ability = matrixToAbility(matrix);
  const dirty = restorePreset ? user.customAbility : !sameAbility(ability, user.ability);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const mutation = useMutation({
    mutationFn: () => updateUser(user._id, { ability: restorePreset ? null : ability }),
    onSuccess: (saved) => {
      queryClient.setQueryData(usersKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
      setMatrix(abilityToMatrix(saved.ability));
      setRestorePreset(false);
      notifySuccess('Permissões salvas');
    },
  });

  const cancel = () => {
    setMatrix(abilityToMatrix(user.ability));
    setRestorePreset(false);
    mutation.reset();
  };

  const restore = () => {
    setMatrix(abilityToMatrix(ROLE_PRESETS[user.role]));
    setRestorePreset(true);
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz={18}>
              Permissões
            </Title>
            <Text size="sm" c="dimmed">
              O que este usuário pode ver e fazer em cada área.
            </Text>
          </div>
          {user.customAbility && !restorePreset ? (
            <Badge color="orange" variant="light" tt="none">
              Personalizado
            </Badge>
          ) : (
            <Badge variant="light" tt="none">
              Padrão do perfil {ROLE_LABELS[user.role]}
            </Badge>
          )}
        </Group>
        {mutation.isError && <ErrorAlert error={mutation.error} title="Não foi possível salvar" />}
        <PermissionsMatrix
          value={matrix}
          readOnly={!editable}
          onChange={(next) => {
            setMatrix(next);
            setRestorePreset(false);
          }}
        />
        {editable && (
          <Group justify="space-between">
            <Button variant="subtle" onClick={restore} disabled={!user.customAbility && !dirty}>
              Restaurar padrão do perfil
            </Button>
            <FormActions
              onCancel={cancel}
              saving={mutation.isPending}
              dirty={dirty}
              onSubmit={() => mutation.mutate()}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

// '/validar-email/:token': confirms the e-mail on load and shows the answer.
import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { meQueryKey, validateEmail } from '../../../features/auth/api/auth.api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserData } from '../../../lib/session.ts';

export function ValidateEmailRoute() {
  const { token = '' } = useParams();
  const userData = useUserData();
  const queryClient = useQueryClient();
  // A query, not an effect, so React's double mount in development sends one PATCH only.
  const result = useQuery({
    queryKey: ['validate-email', token],
    queryFn: () => validateEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (result.isSuccess && userData) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [result.isSuccess, userData, queryClient]);

  return (
    <AuthCard title="Confirmação de e-mail">
      {result.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label="Confirmando">
          <Skeleton height={20} />
          <Skeleton height={20} width="70%" />
        </Stack>
      )}
      {result.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {result.data.message ?? 'E-mail confirmado. Obrigado!'}
        </Alert>
      )}
      {result.isError && (
        <Alert color="red" variant="light" role="alert" title="Não foi possível confirmar">
          {errorMessage(result.error)}
        </Alert>
      )}
      {!result.isPending && (
        <Button component={Link} to="/" fullWidth>
          {userData ? 'Ir para o início' : 'Ir para o login'}
        </Button>
      )}
      {result.isError && userData && (
        <Anchor component={Link} to="/perfil" size="sm" ta="center">
          Pedir um novo link no meu perfil
        </Anchor>
      )}
    </AuthCard>
  );
}

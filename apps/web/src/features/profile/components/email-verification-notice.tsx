// Shown while the e-mail is not confirmed, with 'Reenviar confirmação'.
import { Alert, Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { resendValidation } from '../../auth/api/auth.api.ts';

export function EmailVerificationNotice({ email }: { email: string }) {
  const mutation = useMutation({
    mutationFn: resendValidation,
    onSuccess: (result) => notifySuccess(result.message ?? `Enviamos um novo link para ${email}.`),
    onError: (error) => notifyError(error, 'Não foi possível reenviar'),
  });
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title="E-mail não confirmado"
    >
      Confirme o endereço {email} pelo link que enviamos. Não recebeu?
      <Button
        size="compact-sm"
        variant="light"
        color="yellow"
        ml="sm"
        loading={mutation.isPending}
        disabled={mutation.isSuccess}
        onClick={() => mutation.mutate()}
      >
        {mutation.isSuccess ? 'Link reenviado' : 'Reenviar confirmação'}
      </Button>
    </Alert>
  );
}

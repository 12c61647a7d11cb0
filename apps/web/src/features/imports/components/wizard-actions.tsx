// 'Voltar' / next-step buttons at the foot of each import wizard step.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface WizardActionsProps {
  backLabel?: string;
  onBack: () => void;
  nextLabel: string;
  nextIcon?: ReactNode;
  /** Without it the next button submits the surrounding form. */
  onNext?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

export function WizardActions({
  backLabel = 'Voltar',
  onBack,
  nextLabel,
  nextIcon,
  onNext,
  loading,
  disabled,
}: WizardActionsProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={loading}>
        {backLabel}
      </Button>
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={loading}
        disabled={disabled}
        rightSection={nextIcon}
      >
        {nextLabel}
      </Button>
    </Group>
  );
}

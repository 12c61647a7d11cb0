// 'Responsável' in a form: someone of the office, or no one.
import { Select, type SelectProps } from '@mantine/core';
import { useTeam } from '../lib/use-demand-lookups.ts';

type ResponsibleSelectProps = Pick<SelectProps, 'value' | 'onChange' | 'error'>;

export function ResponsibleSelect(props: ResponsibleSelectProps) {
  const team = useTeam();
  return (
    <Select
      label="Responsável"
      placeholder="Ninguém"
      data={team.options}
      clearable
      searchable
      nothingFoundMessage="Ninguém encontrado"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

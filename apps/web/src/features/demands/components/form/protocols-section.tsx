// Protocolos e encaminhamento: the Câmara's and the Prefeitura's numbers, órgão responsável, instituição.
import { Grid, TextInput } from '@mantine/core';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { FormSection } from '../../../citizens/components/form/form-section.tsx';
import type { DemandFormValues } from '../../lib/demand-form.logic.ts';

export function ProtocolsSection({ form }: { form: ZodForm<DemandFormValues> }) {
  return (
    <FormSection title="Protocolos e encaminhamento" hint="O protocolo do gabinete é gerado ao salvar.">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Protocolo da Câmara" maxLength={40} {...form.text('chamberProtocol')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Protocolo da Prefeitura" maxLength={40} {...form.text('cityHallProtocol')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Órgão responsável"
            placeholder="Ex.: Secretaria Municipal de Saúde"
            maxLength={160}
            {...form.text('agency')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Instituição"
            placeholder="Ex.: EMEF Padre Anchieta"
            maxLength={160}
            {...form.text('institution')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

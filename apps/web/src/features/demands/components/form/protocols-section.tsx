// Protocolos e encaminhamento: the Câmara's and the Prefeitura's numbers, órgão responsável, and the instituição
// picked from the Instituições (a name typed before they existed is shown until one is picked).
import { Grid, TextInput } from '@mantine/core';
import type { ZodForm } from '../../../../lib/use-zod-form.ts';
import { FormSection } from '../../../citizens/components/form/form-section.tsx';
import { InstitutionSelect } from '../../../institutions/components/institution-select.tsx';
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
          <InstitutionSelect
            label="Instituição"
            value={form.values.institutionRef}
            onChange={(picked) => {
              form.setValue('institutionRef', picked);
              form.setValue('institution', picked?.name ?? '');
            }}
            error={form.errors.institutionId ?? form.errors.institution}
            description={
              !form.values.institutionRef && form.values.institution
                ? `Informada como “${form.values.institution}”: escolha a instituição cadastrada.`
                : undefined
            }
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

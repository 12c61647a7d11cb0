// Said under a map whose background tiles did not load: the points are still right.
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

export function MapTilesAlert() {
  return (
    <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} py="xs">
      O mapa de fundo não carregou (sem internet ou servidor de mapas fora do ar). Os pontos continuam no
      lugar certo.
    </Alert>
  );
}

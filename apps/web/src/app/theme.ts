// Mantine theme: light by default, one accent colour, Mantine's spacing scale.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    TextInput: { defaultProps: { size: 'sm' } },
    // The × of drawers and modals is an icon only: screen readers and tests need its pt-BR name.
    Drawer: { defaultProps: { position: 'right', size: 'md', closeButtonProps: { 'aria-label': 'Fechar' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    // Mantine names the eye button 'Toggle password visibility'; every password field says it in pt-BR.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' } },
    },
  },
});

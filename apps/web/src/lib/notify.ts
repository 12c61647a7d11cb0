// Short success and error notifications (UI.md: 'Usuário salvo').
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client.ts';

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: 4000 });
}

export function notifyError(error: unknown, title?: string): void {
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 7000 });
}

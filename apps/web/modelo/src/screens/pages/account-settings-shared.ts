// Account settings' shared pieces: the shape of GET /account-setting/data and the 'saved in this demo only' toast.
import { notifications } from '@mantine/notifications';

export interface AccountData {
  general: { avatar: string; username: string; fullName: string; email: string; company: string };
  info: { bio: string; dob: string | null; country: string; website: string; phone: number | string };
  social: {
    socialLinks: Record<string, string>;
    connections: Record<string, { profileImg?: string; id?: string }>;
  };
  notification: Record<string, boolean>;
}

export const SAVED_MESSAGE = 'Alterações salvas neste modelo (os dados fictícios não são gravados).';

export function showSaved(): void {
  notifications.show({ color: 'green', title: 'Pronto', message: SAVED_MESSAGE });
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
export const isUrl = (value: string) => /^(https?:\/\/)?[^\s.]+\.\S+$/.test(value.trim());

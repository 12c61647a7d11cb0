// Account settings' shared pieces: the shape of GET /account-setting/data, the 'saved in this demo only' toast
// and the small checked-form state the tabs use.
import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent } from 'react';

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

type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Text fields with their errors; typing in a field clears its error, `validate` runs `check` on all of them. */
export function useCheckedForm<T extends Record<string, string>>(
  initial: T,
  check: (values: T) => FieldErrors<T>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const field = (key: keyof T) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((er) => ({ ...er, [key]: undefined }));
    },
  });
  /** True when nothing needs fixing; otherwise the messages show under the fields. */
  const validate = (): boolean => {
    const found = check(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { values, setValues, setErrors, field, validate };
}

// Brazilian phones: typed with or without punctuation, shown as (61) 99999-9999, stored as E.164.
export { formatPhone, formatPhoneInput, toE164 } from '@gabinete/shared';

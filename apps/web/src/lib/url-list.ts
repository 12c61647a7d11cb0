// Comma lists in the URL ('a,b') as arrays and back; an empty list leaves the key out.
export const splitList = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);
export const joinList = (values: string[]): string | null => (values.length ? values.join(',') : null);

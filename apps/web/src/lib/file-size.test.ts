import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('reads in pt-BR units', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
  });
});

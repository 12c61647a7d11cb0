import { describe, expect, it } from 'vitest';
import { toUserFormData } from './users.api.ts';

describe('toUserFormData', () => {
  it('sends only the given fields, booleans as text and ability as JSON', () => {
    const form = toUserFormData({
      name: 'Ana',
      active: false,
      ability: [{ action: 'read', subject: 'citizens' }],
    });
    expect([...form.keys()]).toEqual(['name', 'ability', 'active']);
    expect(form.get('active')).toBe('false');
    expect(JSON.parse(String(form.get('ability')))).toEqual([{ action: 'read', subject: 'citizens' }]);
  });

  it("restores the role preset with ability 'null' and removes the avatar with 'true'", () => {
    const form = toUserFormData({ ability: null, removeAvatar: true });
    expect(form.get('ability')).toBe('null');
    expect(form.get('removeAvatar')).toBe('true');
  });

  it('attaches the avatar file', () => {
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const form = toUserFormData({ avatar: file });
    expect(form.get('avatar')).toBeInstanceOf(File);
  });
});

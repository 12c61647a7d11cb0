// 'Mover para…': the situações a record may go to, each with its colour dot, under a button of the
// caller's (a record header's 'Mudar situação', a board card's arrows).
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { ColorDot } from './color-dot.tsx';

export interface MoveOption {
  key: string;
  label: string;
  color: string;
  onClick: () => void;
}

export function MoveMenu({ options, children }: { options: MoveOption[]; children: ReactElement }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Mover para…</Menu.Label>
        {options.map((o) => (
          <Menu.Item key={o.key} leftSection={<ColorDot color={o.color} />} onClick={o.onClick}>
            {o.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

// An avatar with the coloured status dot of the chat app (the dot's meaning is in its title and aria-label).
import { Avatar, Indicator, type MantineSize } from '@mantine/core';
import { STATUS, type ChatStatus } from './chat-data.ts';

interface StatusAvatarProps {
  src: string;
  name: string;
  status: ChatStatus;
  size?: MantineSize | number;
}

export function StatusAvatar({ src, name, status, size = 'md' }: StatusAvatarProps) {
  const info = STATUS[status];
  return (
    <Indicator
      color={info.color}
      size={10}
      offset={5}
      position="bottom-end"
      withBorder
      title={info.label}
      aria-label={`Status: ${info.label}`}
      role="img"
      style={{ flexShrink: 0 }}
    >
      <Avatar src={src} name={name} color="initials" size={size} alt={name} />
    </Indicator>
  );
}

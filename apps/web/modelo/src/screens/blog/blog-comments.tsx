// The post's comments and the comment form; a new comment stays on this page only (the model does not store it).
import { Avatar, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../lib/format.ts';
import { useDemoUser } from '../../lib/session.ts';
import type { BlogComment } from './blog-data.tsx';

interface BlogCommentsProps {
  initial: BlogComment[];
}

export function BlogComments({ initial }: BlogCommentsProps) {
  const user = useDemoUser();
  const [comments, setComments] = useState(initial);
  const [name, setName] = useState(user?.fullName ?? '');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ name?: string; text?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'Informe seu nome.';
    if (text.trim().length < 3) found.text = 'Escreva um comentário (ao menos 3 caracteres).';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setComments((prev) => [
      ...prev,
      {
        avatar: user?.avatar ?? '',
        userFullName: name.trim(),
        commentedAt: new Date().toISOString(),
        commentText: text.trim(),
      },
    ]);
    setText('');
    notifications.show({
      color: 'blue',
      title: 'Comentário publicado nesta página',
      message: 'O modelo não guarda comentários: ele some ao recarregar.',
    });
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Comentários ({comments.length})
      </Title>
      {comments.map((comment, index) => (
        <Card key={`${comment.commentedAt}-${index}`} withBorder padding="md">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <Avatar src={comment.avatar || null} name={comment.userFullName} color="initials" radius="xl" />
            <div>
              <Text fw={600} size="sm">
                {comment.userFullName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(comment.commentedAt)}
              </Text>
              <Text size="sm" mt={6}>
                {comment.commentText}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
      <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
        <Title order={3} fz="md" mb="sm">
          Deixe um comentário
        </Title>
        <Stack gap="sm">
          <TextInput
            label="Nome"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Textarea
            label="Comentário"
            required
            autosize
            minRows={3}
            value={text}
            error={errors.text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit">Publicar comentário</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

// Editing a blog post (/modelo/blog/:id/editar): the edit record in a form checked in pt-BR; the model does not store it.
import {
  Avatar,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Image,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import {
  editRecordFor,
  IMAGE_FALLBACK,
  paragraphs,
  TAG_OPTIONS,
  PostNotFound,
  useBlogPosts,
  type BlogEditData,
} from './blog-data.tsx';

const STATUS_OPTIONS = [
  { value: 'Published', label: 'Publicado' },
  { value: 'Pending', label: 'Pendente' },
  { value: 'Draft', label: 'Rascunho' },
];

interface Fields {
  title: string;
  slug: string;
  status: string;
  tags: string[];
  content: string;
}
type Errors = Partial<Record<keyof Fields, string>>;

function validate(fields: Fields): Errors {
  const errors: Errors = {};
  if (!fields.title.trim()) errors.title = 'Informe o título.';
  else if (fields.title.trim().length < 5) errors.title = 'O título precisa de ao menos 5 caracteres.';
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(fields.slug))
    errors.slug = 'Use só letras minúsculas sem acento, números e hífens (ex.: meu-post).';
  if (fields.tags.length === 0) errors.tags = 'Escolha ao menos uma categoria.';
  if (fields.content.trim().length < 20) errors.content = 'Escreva o conteúdo (ao menos 20 caracteres).';
  return errors;
}

const TRAIL = [{ label: 'Páginas' }, { label: 'Blog', to: '/blog' }];

export function BlogEdit() {
  const { id } = useParams();
  const edit = useQuery({
    queryKey: ['modelo', 'blog', 'edit'],
    queryFn: () => demoApi.get<BlogEditData>('/blog/list/data/edit'),
  });
  const list = useBlogPosts();

  if (edit.isPending || list.isPending) return <PageLoader />;
  if (edit.isError || list.isError)
    return (
      <DemoPage title="Editar post" trail={TRAIL}>
        <ErrorNotice error={edit.error ?? list.error} />
      </DemoPage>
    );
  const post = list.data.find((p) => String(p.id) === id);
  if (!post) return <PostNotFound id={id} trail={TRAIL} />;
  // Keyed by post: another post's form starts from its own record.
  return <EditForm key={post.id} id={post.id} data={editRecordFor(edit.data, post)} />;
}

function EditForm({ id, data }: { id: number; data: BlogEditData }) {
  const [fields, setFields] = useState<Fields>(() => ({
    title: data.blogTitle,
    slug: data.slug,
    status: data.status,
    tags: data.blogCategories.map((c) => c.value),
    content: paragraphs(data.excerpt).join('\n\n'),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((prev) => ({ ...prev, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    notifications.show({
      color: 'blue',
      title: 'Alterações conferidas',
      message: 'O modelo não guarda posts: as alterações valem só até sair desta página.',
    });
  }

  return (
    <DemoPage title="Editar post" trail={TRAIL}>
      <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
        <Group gap="sm" mb="lg">
          <Avatar src={data.avatar} name={data.userFullName} color="initials" radius="xl" />
          <div>
            <Text fw={600} size="sm">
              {data.userFullName}
            </Text>
            <Text size="xs" c="dimmed">
              Publicado em {formatDate(data.createdTime)}
            </Text>
          </div>
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Título"
              required
              value={fields.title}
              error={errors.title}
              onChange={(e) => set('title', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Slug"
              required
              value={fields.slug}
              error={errors.slug}
              onChange={(e) => set('slug', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={fields.status}
              allowDeselect={false}
              onChange={(value) => set('status', value ?? 'Draft')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MultiSelect
              label="Categorias"
              required
              data={TAG_OPTIONS}
              value={fields.tags}
              error={errors.tags}
              onChange={(value) => set('tags', value)}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Conteúdo"
              required
              autosize
              minRows={6}
              value={fields.content}
              error={errors.content}
              onChange={(e) => set('content', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Card withBorder padding="md">
              <Group align="flex-start" wrap="wrap" gap="md">
                <Image
                  src={preview ?? data.featuredImage}
                  fallbackSrc={IMAGE_FALLBACK}
                  w={{ base: '100%', xs: 200 }}
                  h={120}
                  radius="sm"
                  alt="Imagem de destaque"
                />
                <Stack gap="xs" style={{ flex: '1 1 220px' }}>
                  <Text fw={600} size="sm">
                    Imagem de destaque
                  </Text>
                  <Text size="xs" c="dimmed">
                    JPG, PNG ou WebP; proporção recomendada 2:1.
                  </Text>
                  <FileInput
                    aria-label="Escolher imagem de destaque"
                    placeholder="Escolher imagem"
                    accept="image/png,image/jpeg,image/webp"
                    leftSection={<IconPhoto size={16} />}
                    clearable
                    value={image}
                    onChange={setImage}
                  />
                </Stack>
              </Group>
            </Card>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" component={Link} to={`/blog/${id}`}>
            Cancelar
          </Button>
          <Button type="submit">Salvar</Button>
        </Group>
      </Card>
    </DemoPage>
  );
}

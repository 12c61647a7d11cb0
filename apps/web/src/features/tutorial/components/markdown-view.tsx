// A help page's Markdown drawn with Mantine's type and tables. react-markdown never renders raw HTML, so a
// page cannot inject markup; links inside the app stay in the app.
import { Anchor, Blockquote, Box, Code, Image, List, Table, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { imageUrl } from '../lib/help-content.ts';

const components: Components = {
  h1: ({ children }) => (
    <Title order={2} fz={24} mb="sm">
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={3} fz={19} mt="xl" mb="xs">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={4} fz={16} mt="lg" mb="xs">
      {children}
    </Title>
  ),
  p: ({ children }) => <Text mb="sm">{children}</Text>,
  a: ({ href, children }) =>
    href?.startsWith('/') ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noreferrer">
        {children}
      </Anchor>
    ),
  ul: ({ children }) => (
    <List mb="sm" spacing={4}>
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" mb="sm" spacing={4}>
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => (
    <Blockquote color="blue" py="xs" my="sm">
      {children}
    </Blockquote>
  ),
  code: ({ children }) => <Code>{children}</Code>,
  img: ({ src, alt }) => (
    <Image
      src={imageUrl(typeof src === 'string' ? src : undefined)}
      alt={alt ?? ''}
      radius="md"
      my="sm"
      maw={960}
      loading="lazy"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  ),
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={480} mb="md">
      <Table withTableBorder withColumnBorders striped>
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children }) => <Table.Th>{children}</Table.Th>,
  td: ({ children }) => <Table.Td>{children}</Table.Td>,
};

export function MarkdownView({ markdown }: { markdown: string }) {
  return (
    <Box className="help-page">
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}

// Minhas tarefas: overdue, due today and in the next 7 days (each opening the filtered list), then the
// first few open tasks, the most urgent first.
import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { PRIORITY_COLORS, PRIORITY_LABELS, type Dashboard } from '@gabinete/shared';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { formatDay } from '../../../lib/format.ts';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { countText } from '../lib/dashboard-format.ts';
import { DashboardCard } from './dashboard-card.tsx';

type Tasks = NonNullable<Dashboard['tasks']>;

interface Props {
  tasks: Tasks | undefined;
  today: string | undefined;
  loading: boolean;
  canCreate: boolean;
}

function Counter({ label, value, color, to }: { label: string; value: number; color: string; to: string }) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={`${label}: ${countText(value)}`}
      className="dash-row-link"
      style={{ flex: 1, margin: 0, width: 'auto' }}
      py={6}
    >
      <Text fz={24} fw={700} lh={1.2} c={value > 0 ? color : 'dimmed'}>
        {countText(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </UnstyledButton>
  );
}

function dueText(due: string | null, today: string): { text: string; color?: string } {
  if (!due) return { text: 'Sem prazo' };
  if (due < today) return { text: `Venceu em ${formatDay(due)}`, color: 'red' };
  if (due === today) return { text: 'Vence hoje', color: 'orange' };
  return { text: `Vence em ${formatDay(due)}` };
}

export function TasksCard({ tasks, today, loading, canCreate }: Props) {
  const empty = tasks && tasks.mine.length === 0;
  return (
    <DashboardCard
      title="Minhas tarefas"
      icon={<IconChecklist size={18} />}
      color="orange"
      link={{ to: dashboardLinks.myTasks(), label: 'Ver minhas tarefas' }}
      loading={loading}
      skeletonHeight={240}
    >
      {tasks && today && (
        <Stack gap="sm">
          <Group gap="xs" grow wrap="nowrap">
            <Counter
              label="Vencidas"
              value={tasks.overdue}
              color="red"
              to={dashboardLinks.myTasks('overdue')}
            />
            <Counter
              label="Vencem hoje"
              value={tasks.dueToday}
              color="orange"
              to={dashboardLinks.myTasks('today')}
            />
            <Counter
              label="Em 7 dias"
              value={tasks.dueThisWeek}
              color="blue"
              to={dashboardLinks.myTasks('week')}
            />
          </Group>
          {empty ? (
            <EmptyList
              filtered={false}
              title="Nenhuma tarefa pendente com você"
              description="As tarefas atribuídas a você aparecem aqui, as mais urgentes primeiro."
              action={
                canCreate && (
                  <Button
                    component={Link}
                    to={dashboardLinks.newTask()}
                    variant="light"
                    leftSection={<IconPlus size={18} />}
                  >
                    Criar uma tarefa
                  </Button>
                )
              }
            />
          ) : (
            <Stack gap={2}>
              {tasks.mine.map((task) => {
                const due = dueText(task.dueDate, today);
                return (
                  <UnstyledButton
                    key={task._id}
                    component={Link}
                    to={dashboardLinks.task(task._id)}
                    className="dash-row-link"
                    py={6}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate>
                          {task.title}
                        </Text>
                        <Text size="xs" c={due.color ?? 'dimmed'}>
                          {due.text}
                        </Text>
                      </div>
                      <Badge
                        variant="light"
                        color={PRIORITY_COLORS[task.priority]}
                        size="sm"
                        tt="none"
                        style={{ flexShrink: 0 }}
                      >
                        {PRIORITY_LABELS[task.priority]}
                      </Badge>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}

// Tutorial API: the office's first-login checklist and the user's choice to hide it.
import { TutorialChecklistSchema } from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const tutorialKeys = {
  checklist: () => ['tutorial', 'checklist'] as const,
};

const PATH = '/api/tutorial/checklist';

export const checklistQuery = () =>
  queryOptions({
    queryKey: tutorialKeys.checklist(),
    queryFn: ({ signal }) => api.get(PATH, TutorialChecklistSchema, { signal }),
    // Each step may have just been done on another screen: ask again whenever the card is shown.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const hideChecklist = () => api.put(`${PATH}/dismissal`, undefined, TutorialChecklistSchema);
export const showChecklist = () => api.del(`${PATH}/dismissal`, TutorialChecklistSchema);

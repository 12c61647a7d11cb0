// Tutorial (subject 'tutorial'): the first-login checklist of a new office. Each step ticks itself from the
// office's own data; a person may hide the list from their dashboard (kept per user).
import { z } from 'zod';

export const CHECKLIST_STEPS = ['whatsapp', 'citizens', 'team', 'demand'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

export const ChecklistItemSchema = z.object({
  key: z.enum(CHECKLIST_STEPS),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const TutorialChecklistSchema = z.object({
  items: z.array(ChecklistItemSchema),
  /** Every step is done. */
  complete: z.boolean(),
  /** This user hid the list from the dashboard. */
  dismissed: z.boolean(),
});
export type TutorialChecklist = z.infer<typeof TutorialChecklistSchema>;

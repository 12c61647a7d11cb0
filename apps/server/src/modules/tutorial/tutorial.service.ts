// The first-login checklist of the caller's office, and the caller's choice to hide it.
import { CHECKLIST_STEPS, type TutorialChecklist } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { checklistSteps, isDismissed, setDismissed } from './tutorial.repository.ts';

export async function getChecklist(deps: AppDeps, tenant: Tenant): Promise<TutorialChecklist> {
  const { db } = deps.database;
  const [steps, dismissed] = await Promise.all([
    checklistSteps(db, tenant.organizationId, tenant.userId),
    isDismissed(db, tenant.userId),
  ]);
  const items = CHECKLIST_STEPS.map((key) => ({ key, done: steps[key] }));
  return { items, complete: items.every((i) => i.done), dismissed };
}

export async function dismissChecklist(
  deps: AppDeps,
  tenant: Tenant,
  dismissed: boolean,
): Promise<TutorialChecklist> {
  await setDismissed(deps.database.db, tenant.organizationId, tenant.userId, dismissed);
  return getChecklist(deps, tenant);
}

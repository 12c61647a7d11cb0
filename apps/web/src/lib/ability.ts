// CASL ability built from the stored ability list (spec §6); a visitor may only read Auth.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useAbility } from '@casl/react';
import { VISITOR_ABILITY, type AbilityRule, type Action, type Subject } from '@gabinete/shared';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** manage and all are CASL's own wildcards, so the spec's pairs map one to one. */
export function buildAbility(rules: readonly AbilityRule[] | null | undefined): AppAbility {
  return createMongoAbility<[Action, Subject]>((rules ?? VISITOR_ABILITY).map((r) => ({ ...r })));
}

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

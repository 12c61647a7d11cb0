// CASL ability of the template user (spec §6): admin manages all; client reads ACL and Auth only.
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { createContext, useContext } from 'react';
import type { DemoAbilityRule } from './session.ts';

export type DemoAbility = MongoAbility;

/** A visitor may read Auth (the login and register screens) and nothing else. */
export const DEMO_VISITOR: DemoAbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function buildDemoAbility(rules: readonly DemoAbilityRule[] | null | undefined): DemoAbility {
  return createMongoAbility((rules ?? DEMO_VISITOR).map((rule) => ({ ...rule })));
}

export const DemoAbilityContext = createContext<DemoAbility>(buildDemoAbility(null));

export const useDemoAbility = (): DemoAbility => useContext(DemoAbilityContext);

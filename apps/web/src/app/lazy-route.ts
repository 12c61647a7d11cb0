// React.lazy for modules with named exports, so every page lands in its own chunk.
import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

type Component<P> = (props: P) => ReactNode;

export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, Component<P>>>,
  name: K,
): LazyExoticComponent<Component<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

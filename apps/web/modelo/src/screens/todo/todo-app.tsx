// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function TodoApp() {
  return <DemoPage title="TodoApp">{null}</DemoPage>;
}

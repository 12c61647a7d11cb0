// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function EmailApp() {
  return <DemoPage title="EmailApp">{null}</DemoPage>;
}

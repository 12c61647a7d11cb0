// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function ChatApp() {
  return <DemoPage title="ChatApp">{null}</DemoPage>;
}

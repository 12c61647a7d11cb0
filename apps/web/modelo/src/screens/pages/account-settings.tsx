// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function AccountSettings() {
  return <DemoPage title="AccountSettings">{null}</DemoPage>;
}

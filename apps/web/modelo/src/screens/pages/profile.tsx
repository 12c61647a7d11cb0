// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function ProfilePage() {
  return <DemoPage title="ProfilePage">{null}</DemoPage>;
}

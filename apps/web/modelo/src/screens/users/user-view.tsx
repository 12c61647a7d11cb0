// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function UserView() {
  return <DemoPage title="UserView">{null}</DemoPage>;
}

// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function UsersList() {
  return <DemoPage title="UsersList">{null}</DemoPage>;
}

// STUB — replaced by the screen's owner.
import { DemoPage } from '../../app/page.tsx';

export function InvoicesList() {
  return <DemoPage title="InvoicesList">{null}</DemoPage>;
}

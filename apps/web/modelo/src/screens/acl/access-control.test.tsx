// The access-control page has the breadcrumb every other /modelo page has (its menu group, then the title).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT, renderDemo } from '../../test/render-demo.tsx';
import { AccessControl } from './access-control.tsx';

describe('the access-control page', () => {
  it("shows the menu group 'Acesso' above the title, for the client too", () => {
    renderDemo(<AccessControl />, { path: '/controle-de-acesso', user: DEMO_CLIENT });
    const title = screen.getByRole('heading', { level: 1, name: 'Controle de acesso' });
    const crumb = screen.getByText('Acesso');
    expect(crumb.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

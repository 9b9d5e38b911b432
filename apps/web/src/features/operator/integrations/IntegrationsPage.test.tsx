import type { User } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { OperatorLayout } from '../OperatorLayout';
import { exportKey, hook, integrationsApi } from './testApi';

const operator: User = {
  id: 2,
  displayName: 'Olivia Ops',
  email: 'o@example.com',
  role: 'operator',
  club: 'basic',
};

describe('Integrations page (back office)', () => {
  it('is a section of the back office: its API keys, its webhooks and the way to the API documentation', async () => {
    integrationsApi({ keys: [exportKey], webhooks: [hook], deliveries: {}, user: operator });
    renderPage(<OperatorLayout />, { path: '/operator/*', at: '/operator/integrations' });
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: exportKey.name })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: hook.url })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the API documentation' })).toHaveAttribute('href', '/api/docs');
    expect(document.title).toMatch(/^Integrations · Operator/);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('/register', () => {
  it('offers student and admin sign-up', async () => {
    renderApp('/register');

    expect(await screen.findByRole('link', { name: 'Sign Up as Student' })).toHaveAttribute(
      'href',
      '/student/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign Up as Admin' })).toHaveAttribute(
      'href',
      '/admin/signup',
    );
    expect(screen.queryByText(/^Closed/)).not.toBeInTheDocument();
  });

  it('marks admin sign-up closed when the server says so', async () => {
    renderApp('/register', {
      api: {
        'GET /api/config': {
          body: { success: true, data: { ...testConfig, adminSignupOpen: false } },
        },
      },
    });

    expect(await screen.findByText('Closed: ask an administrator to add you.')).toBeInTheDocument();
  });
});

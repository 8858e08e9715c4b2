import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAdmin, createStudent } from '@/testing/factories';
import { createReceipt, ok } from '@/testing/fee-factories';
import { requestsTo, testConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const receipt = createReceipt();

describe('a receipt', () => {
  it('shows the college, the payment, and the amount in figures and in words', async () => {
    renderApp(`/admin/fees/receipts/${receipt._id}`, {
      user: createAdmin(),
      api: { [`GET /api/fees/receipts/${receipt._id}`]: ok(receipt) },
    });

    const document = await screen.findByRole('article', { name: 'Fee Receipt' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fee Receipt' })).toBeInTheDocument();
    expect(document).toHaveTextContent(testConfig.collegeName);
    for (const text of [
      'Receipt numberRCPT/2026-27/000123',
      'Date5 Nov 2026',
      'StudentPriya Sharma',
      'Student ID2024CS001',
      'HostelKaveri',
      'Room101',
      'PeriodNov 2026',
      'Rent for Nov 2026₹4,500.50',
      'Total₹4,500.50',
      'Amount in words: Rupees Four Thousand Five Hundred and Fifty Paise Only',
      'MethodUPI',
      'ReferenceUPI-778812',
      'Received byAsha Menon',
    ]) {
      expect(document).toHaveTextContent(text);
    }
    expect(document).not.toHaveTextContent('Cancelled');
    expect(screen.getByRole('link', { name: 'Back to Fees' })).toHaveAttribute(
      'href',
      '/admin/fees',
    );
  });

  it('prints, and downloads the PDF under its number', async () => {
    const print = vi.fn();
    window.print = print;
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, fetchMock } = renderApp(`/warden/fees/receipts/${receipt._id}`, {
      user: createAdmin({ role: 'warden' }),
      api: {
        [`GET /api/fees/receipts/${receipt._id}`]: ok(receipt),
        [`GET /api/fees/receipts/${receipt._id}/pdf`]: {
          file: { content: '%PDF-1.4', type: 'application/pdf', name: 'RCPT-2026-27-000123.pdf' },
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(saved).toEqual(['RCPT-2026-27-000123.pdf']));
    expect(requestsTo(fetchMock, `GET /api/fees/receipts/${receipt._id}/pdf`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Fees' })).toHaveAttribute(
      'href',
      '/warden/fees',
    );
  });

  it("is marked cancelled when the payment was reversed, and is the student's own on theirs", async () => {
    const cancelled = createReceipt({ cancelled: true });
    renderApp(`/student/fees/receipts/${cancelled._id}`, {
      user: createStudent(),
      api: { [`GET /api/student/receipts/${cancelled._id}`]: ok(cancelled) },
    });

    const document = await screen.findByRole('article', { name: 'Fee Receipt' });
    expect(within(document).getByText('Cancelled — this payment was reversed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Fees' })).toHaveAttribute(
      'href',
      '/student/fees',
    );
  });

  it('says so when the receipt does not exist', async () => {
    renderApp('/admin/fees/receipts/missing', {
      user: createAdmin(),
      api: {
        'GET /api/fees/receipts/missing': {
          status: 404,
          body: { success: false, message: 'This receipt does not exist, or is not yours.' },
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This receipt does not exist, or is not yours.',
    );
  });
});

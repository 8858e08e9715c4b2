import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feeMessages } from '@hms/shared/fees';
import { createAdmin, createHostel, createToken } from '@/testing/factories';
import { feesPageRoutes, ok, thisMonth } from '@/testing/fee-factories';
import { requestsTo, type MockReply, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const godavari = createHostel({ name: 'Godavari', type: 'Girls' });
const kaveri = createHostel({ name: 'Kaveri', type: 'Boys' });

function posting(lines: number, students = lines, total = lines * 400000) {
  return {
    _id: lines > 0 ? 'posting-1' : null,
    month: thisMonth,
    hostel: null,
    lines,
    students,
    total,
  };
}

function renderFees(api: MockRoutes = {}) {
  return renderApp('/admin/fees', {
    user: createAdmin(),
    api: { ...feesPageRoutes([godavari, kaveri]), ...api },
  });
}

/** A reply held until the test lets it go, to see the screen while the request runs. */
function held() {
  let release: (reply: MockReply) => void = () => {};
  const reply = new Promise<MockReply>((resolve) => (release = resolve));
  return { reply: () => reply, release: (value: MockReply) => release(value) };
}

describe('posting charges', () => {
  it('previews the month, then posts hostel by hostel with progress and a summary', async () => {
    const first = held();
    const second = held();
    const { user, fetchMock } = renderFees({
      [`GET /api/fees/postings/preview?month=${thisMonth}`]: ok(posting(3, 2, 1200000)),
      'POST /api/fees/postings': (request) =>
        (request.body as { hostel: string }).hostel === godavari._id
          ? first.reply()
          : second.reply(),
    });

    const section = await screen.findByRole('region', { name: 'Post Charges' });
    await within(section).findByRole('option', { name: 'Kaveri' });
    expect(within(section).getByLabelText('Month to post')).toHaveValue(thisMonth);
    expect(within(section).getByLabelText('Hostel')).toHaveValue('');
    expect(await within(section).findByText(/3 charges for 2 students, total/)).toHaveTextContent(
      '3 charges for 2 students, total ₹12,000',
    );

    await user.click(within(section).getByRole('button', { name: 'Post Charges' }));

    expect(await within(section).findByText('Posting Godavari (1 of 2)…')).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: 'Posting progress' })).toHaveAttribute(
      'max',
      '2',
    );
    expect(within(section).getByRole('button', { name: 'Posting...' })).toBeDisabled();
    first.release(ok(posting(2)));
    expect(await within(section).findByText('Posting Kaveri (2 of 2)…')).toBeInTheDocument();
    second.release(ok(posting(1)));

    expect(await screen.findByText(feeMessages.posted(3))).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/fees/postings').map((r) => r.body)).toEqual([
      { month: thisMonth, hostel: godavari._id },
      { month: thisMonth, hostel: kaveri._id },
    ]);
    // The preview, the collection and the dues are asked again once the posting is done.
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, `GET /api/fees/postings/preview?month=${thisMonth}`).length,
      ).toBeGreaterThan(1),
    );
    expect(
      requestsTo(fetchMock, `GET /api/fees/collection?month=${thisMonth}`).length,
    ).toBeGreaterThan(1);
    expect(requestsTo(fetchMock, 'GET /api/fees/dues?page=1&limit=20').length).toBeGreaterThan(1);
  });

  it('posts one hostel when one is chosen, and says when nothing was left to post', async () => {
    const { user, fetchMock } = renderFees({
      [`GET /api/fees/postings/preview?month=${thisMonth}&hostel=${kaveri._id}`]: ok(posting(0)),
      'POST /api/fees/postings': ok(posting(0)),
    });

    const section = await screen.findByRole('region', { name: 'Post Charges' });
    await within(section).findByRole('option', { name: 'Kaveri' });
    await user.selectOptions(within(section).getByLabelText('Hostel'), 'Kaveri');
    expect(
      await within(section).findByText('Every charge for this month is already posted.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Post Charges' }));

    expect(await screen.findByText(feeMessages.nothingToPost)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/fees/postings').map((r) => r.body)).toEqual([
      { month: thisMonth, hostel: kaveri._id },
    ]);
  });

  it("shows the server's sentence for a month that has not begun, and posts nothing", async () => {
    const future = '2999-01';
    const refusal = feeMessages.monthInFuture(future);
    const { user, fetchMock } = renderFees({
      [`GET /api/fees/postings/preview?month=${future}`]: {
        status: 400,
        body: { success: false, message: refusal, errors: [{ path: 'month', message: refusal }] },
      },
    });

    const section = await screen.findByRole('region', { name: 'Post Charges' });
    fireEvent.change(within(section).getByLabelText('Month to post'), {
      target: { value: future },
    });

    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal);
    await user.click(within(section).getByRole('button', { name: 'Post Charges' }));
    expect(requestsTo(fetchMock, 'POST /api/fees/postings')).toHaveLength(0);
  });

  it('tells which hostel a posting stopped at, and what was posted before it', async () => {
    const { user } = renderFees({
      'POST /api/fees/postings': (request) =>
        (request.body as { hostel: string }).hostel === godavari._id
          ? ok(posting(2))
          : {
              status: 400,
              body: {
                success: false,
                message: feeMessages.hostelMissing,
                errors: [{ path: 'hostel', message: feeMessages.hostelMissing }],
              },
            },
    });

    const section = await screen.findByRole('region', { name: 'Post Charges' });
    await within(section).findByRole('option', { name: 'Kaveri' });
    await user.click(within(section).getByRole('button', { name: 'Post Charges' }));

    expect(
      await screen.findByText(
        `Posting stopped at Kaveri: ${feeMessages.hostelMissing} ${feeMessages.posted(2)} before it.`,
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to a warden, who records payments and reads the rest', async () => {
    const warden = createAdmin({ role: 'warden', name: 'Suresh Rao' });
    renderApp('/warden/fees', {
      user: warden,
      token: createToken(warden),
      api: feesPageRoutes([kaveri]),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Collection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Post Charges' })).not.toBeInTheDocument();
  });
});

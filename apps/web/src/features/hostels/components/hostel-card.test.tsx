import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHostel } from '@/testing/factories';
import { HostelCard } from './hostel-card';

function amenityItems() {
  return within(screen.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem');
}

describe('HostelCard', () => {
  it('shows the name, type, occupancy, rooms and fee in rupees', () => {
    render(
      <HostelCard
        hostel={createHostel({
          name: 'Kaveri',
          type: 'Girls',
          currentOccupancy: 32,
          totalCapacity: 40,
          totalRooms: 20,
          roomCount: 12,
          fees: { monthly: 125000, security: 5000 },
        })}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Kaveri' })).toBeInTheDocument();
    expect(screen.getByText('Girls')).toBeInTheDocument();
    expect(screen.getByText('32 / 40 (80.0%)')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Occupancy of Kaveri' })).toHaveAttribute(
      'data-tone',
      'yellow',
    );
    expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText('(12 added)')).toBeInTheDocument();
  });

  it("shows the first 3 amenities and '+2 more' for five", () => {
    render(
      <HostelCard
        hostel={createHostel({ amenities: ['WiFi', 'Mess', 'Laundry', 'Gym', 'Library'] })}
      />,
    );

    expect(amenityItems().map((item) => item.textContent)).toEqual([
      'WiFi',
      'Mess',
      'Laundry',
      '+2 more',
    ]);
    expect(screen.queryByText('Gym')).not.toBeInTheDocument();
    expect(screen.queryByText('Library')).not.toBeInTheDocument();
  });

  it("says no '+N more' for three or fewer", () => {
    render(<HostelCard hostel={createHostel({ amenities: ['WiFi', 'Mess', 'Laundry'] })} />);

    expect(amenityItems()).toHaveLength(3);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it.each([
    ['WiFi', 'lucide-wifi'],
    ['wi-fi', 'lucide-wifi'],
    ['PARKING', 'lucide-square-parking'],
    ['Security', 'lucide-shield'],
    ['mess', 'lucide-utensils'],
    ['Laundry', 'lucide-washing-machine'],
    ['Gym', 'lucide-sparkles'],
  ])('gives %s its icon', (amenity, iconClass) => {
    render(<HostelCard hostel={createHostel({ amenities: [amenity] })} />);

    const [item] = amenityItems();
    expect(item?.querySelector('svg')).toHaveClass(iconClass);
  });

  it('shows the warden when there is one', () => {
    const { rerender } = render(
      <HostelCard hostel={createHostel({ warden: { name: 'Suresh Rao', phone: '9876543210' } })} />,
    );
    expect(screen.getByText('Suresh Rao')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );

    rerender(<HostelCard hostel={createHostel({ warden: {} })} />);
    expect(screen.queryByText('Warden')).not.toBeInTheDocument();
  });
});

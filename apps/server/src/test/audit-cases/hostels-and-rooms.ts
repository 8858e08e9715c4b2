import { buildHostelInput, buildRoomInput, createHostel } from '../factories';
import { newRoom } from './arrangements';
import type { Case } from './case';

export const hostelAndRoomCases: Case[] = [
  {
    route: 'POST /api/hostels',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/hostels',
        payload: buildHostelInput(),
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'hostel.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/hostels/:id',
    arrange: async (s) => {
      const id = (await createHostel(s.app, s.office.token))._id;
      const payload = buildHostelInput({ address: 'Block 9, South Campus' });
      return {
        call: { method: 'PUT', url: `/api/hostels/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'hostel.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/hostels/:id',
    arrange: async (s) => {
      const id = (await createHostel(s.app, s.office.token))._id;
      return {
        call: { method: 'DELETE', url: `/api/hostels/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'hostel.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/rooms',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/rooms',
        payload: buildRoomInput(s.hostel),
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'room.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/rooms/:id',
    arrange: async (s) => {
      const id = await newRoom(s);
      const payload = buildRoomInput(s.hostel, { roomNumber: `R-${id.slice(0, 6)}` });
      return {
        call: { method: 'PUT', url: `/api/rooms/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'room.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/rooms/:id',
    arrange: async (s) => {
      const id = await newRoom(s);
      return {
        call: { method: 'DELETE', url: `/api/rooms/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'room.delete',
    actor: () => 'Asha Menon',
  },
];

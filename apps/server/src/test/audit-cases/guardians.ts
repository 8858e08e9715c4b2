import { registerStudent } from '../factories';
import type { Case } from './case';

/** A student's guardians, emergency contact and consent. */
export const guardianCases: Case[] = [
  {
    route: 'PUT /api/student/guardians',
    arrange: async (s) => {
      const own = await registerStudent(s.app, { name: 'Gita Rao', gender: 'Female' });
      const payload = {
        guardians: [{ name: 'Lakshmi Rao', relation: 'Mother', phone: '9876543210' }],
        emergencyContact: { name: 'Meena Iyer', relation: 'Neighbour', phone: '9012345678' },
        consent: { leave: true },
      };
      return {
        call: { method: 'PUT', url: '/api/student/guardians', payload, token: own.token },
        entityId: own.user._id,
      };
    },
    action: 'guardian.update',
    actor: () => 'Gita Rao',
  },
];

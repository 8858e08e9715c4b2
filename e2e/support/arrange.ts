/** Calls the API as the token's account and answers its `data`; a refusal throws, with why. */
export function caller(baseUrl: string, token: string) {
  return async function call<T>(method: string, url: string, body?: object): Promise<T> {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

/** Arranges data through the API as an administrator, so a browser test starts from a known state. */
export function adminApi(baseUrl: string, token: string) {
  const call = caller(baseUrl, token);

  return {
    createHostel: (
      name: string,
      type: 'Boys' | 'Girls',
      amenities: string[] = ['WiFi'],
      details: {
        address?: string;
        warden?: { name?: string; phone?: string; email?: string };
        totalRooms?: number;
        totalCapacity?: number;
        fees?: { monthly: number; security: number };
      } = {},
    ) =>
      call<{ _id: string }>('POST', '/hostels', {
        name,
        type,
        totalRooms: 10,
        totalCapacity: 30,
        fees: { monthly: 4000, security: 8000 },
        address: 'Main Campus',
        amenities,
        ...details,
      }),
    createRoom: (
      hostel: string,
      roomNumber: string,
      type: 'Single' | 'Double' | 'Triple' | 'Quadruple',
      amenities: string[] = [],
    ) =>
      call<{ _id: string }>('POST', '/rooms', {
        roomNumber,
        hostel,
        type,
        floor: 1,
        monthlyRent: 3000,
        amenities,
      }),
    addStudent: (student: Record<string, unknown>) =>
      call<{ _id: string }>('POST', '/auth/student/register', student),
    assign: (studentId: string, roomId: string) =>
      call('PUT', `/admin/students/${studentId}/assign-room`, { roomId }),
    updateComplaint: (complaintId: string, status: string, resolution?: string) =>
      call('PUT', `/complaints/${complaintId}`, { status, resolution }),
    comment: (complaintId: string, message: string) =>
      call('POST', `/complaints/${complaintId}/comments`, { message }),
    setServiceTargets: (targets: { Critical: number; High: number; Medium: number; Low: number }) =>
      call('PUT', '/settings/service-targets', targets),
  };
}

/** Arranges a student's own data (complaints, comments) through the API. */
export function studentApi(baseUrl: string, token: string) {
  const call = caller(baseUrl, token);

  return {
    createComplaint: (complaint: {
      subject: string;
      description: string;
      category: string;
      priority: 'Low' | 'Medium' | 'High' | 'Critical';
    }) => call<{ _id: string }>('POST', '/complaints', complaint),
    comment: (complaintId: string, message: string) =>
      call('POST', `/complaints/${complaintId}/comments`, { message }),
  };
}

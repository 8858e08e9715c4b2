import type { ComplaintCategory } from '@hms/shared/enums';

/** What students write about, by category: a subject and the description that goes with it. */
export const complaintTexts: Record<ComplaintCategory, readonly (readonly [string, string])[]> = {
  'Mess Food': [
    ['Dal served cold at dinner', 'The dal and rice were cold for the third night this week.'],
    [
      'Breakfast runs out early',
      'By 8:15 there is no breakfast left for students with 8:30 classes.',
    ],
    ['Too much oil in curries', 'Several of us have had stomach trouble after the oily curries.'],
  ],
  Electricity: [
    [
      'Ceiling fan not working',
      'The fan in my room stopped working last night and it is very hot.',
    ],
    [
      'Frequent power cuts on second floor',
      'The power goes off for 10 to 15 minutes several times a day.',
    ],
    [
      'Socket near study table sparks',
      'The socket sparks when a charger is plugged in. It feels unsafe.',
    ],
  ],
  Laundry: [
    ['Washing machine out of order', 'The machine on the ground floor has not worked for a week.'],
    ['Clothes returned damp', 'Clothes from the laundry come back damp and smell musty.'],
  ],
  Security: [
    [
      'Main gate left unattended at night',
      'There was no guard at the main gate after 11 pm yesterday.',
    ],
    [
      'Broken lock on corridor door',
      'The lock on the back corridor door is broken and it stays open.',
    ],
  ],
  Medical: [
    ['First-aid box empty', 'The first-aid box on our floor has no bandages or antiseptic.'],
    ['Doctor not available on weekends', 'There was no doctor in the health centre on Sunday.'],
  ],
  Ragging: [
    [
      'Seniors demanding errands',
      'Some seniors keep asking first-years to run errands late at night.',
    ],
  ],
  Maintenance: [
    ['Leaking tap in washroom', 'The tap in the second-floor washroom leaks all night.'],
    ['Window glass cracked', 'The window glass in my room is cracked and lets in rain.'],
    ['Geyser not heating', 'There has been no hot water in the block for three days.'],
  ],
  Other: [
    [
      'Wi-Fi very slow in the evening',
      'The Wi-Fi is too slow to attend online classes after 7 pm.',
    ],
    ['Common room TV remote missing', 'The common room TV remote has been missing for a week.'],
  ],
};

export const adminReplies = [
  'Thank you for reporting this. The maintenance team has been informed.',
  'We have checked this and someone will visit your room tomorrow.',
  'The warden is looking into this and will update you shortly.',
] as const;

export const studentReplies = [
  'Thank you. Please let me know when it will be done.',
  'It is still the same today.',
  'Confirmed, it is working now. Thank you!',
] as const;

export const resolutions = [
  'Repaired by the maintenance team.',
  'Replaced with a new one.',
  'Spoken to the staff concerned; it will not happen again.',
  'Checked and fixed; please report again if it recurs.',
] as const;

/** User-facing texts: the original product's word for word, plus the product's own additions. */

export const validationMessages = {
  studentIdRequired: 'Student ID is required',
  studentIdInvalid: 'Student ID may contain only letters, digits, dots, dashes and slashes',
  studentIdTooLong: 'Student ID must be at most 32 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUnchanged: 'Choose a password different from your current one',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  courseRequired: 'Course is required',
  courseTooLong: 'Course must be at most 100 characters',
  yearRequired: 'Year is required',
  yearInvalid: 'Year must be between 1 and 4',
  genderRequired: 'Gender is required',
  genderInvalid: 'Gender must be Male, Female or Other',
  mustBeText: 'Must be text',
} as const;

export const hostelMessages = {
  nameRequired: 'Hostel name is required',
  nameTooLong: 'Hostel name must be at most 100 characters',
  typeRequired: 'Hostel type is required',
  typeInvalid: 'Hostel type must be Boys or Girls',
  totalRoomsRequired: 'Total rooms is required',
  totalCapacityRequired: 'Total capacity is required',
  atLeastOne: 'Must be at least 1',
  feesRequired: 'Fees are required',
  monthlyFeeRequired: 'Monthly fee is required',
  securityDepositRequired: 'Security deposit is required',
  mustBePositive: 'Must be positive',
  moneyTooLarge: 'Must be at most ₹1,00,00,000',
  wholeRupees: 'Enter whole rupees',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 500 characters',
  added: 'Hostel added successfully',
  updated: 'Hostel updated successfully',
  deleted: 'Hostel deleted successfully',
  addFailed: 'Failed to add hostel',
  updateFailed: 'Failed to update hostel',
  deleteFailed: 'Failed to delete hostel',
  loadFailed: 'Error loading hostels',
  empty: 'No hostels found',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
  notFound: 'This hostel no longer exists.',
  nameTaken: (name: string) => `A hostel named ${name} already exists.`,
  hasResidents: (count: number) =>
    `This hostel still has ${count} ${count === 1 ? 'resident' : 'residents'}. Move them out before deleting it.`,
  capacityBelowOccupancy: (count: number) =>
    `This hostel has ${count} ${count === 1 ? 'resident' : 'residents'}; total capacity cannot be lower than that.`,
  typeChangeWithResidents:
    'This hostel has residents; move them out before changing it between Boys and Girls.',
  totalRoomsBelowRooms: (name: string, rooms: number) =>
    `${name} already has ${rooms} ${rooms === 1 ? 'room' : 'rooms'}; total rooms cannot be fewer. Delete rooms first.`,
  totalCapacityBelowBeds: (name: string, beds: number) =>
    `The rooms of ${name} already have ${beds} ${beds === 1 ? 'bed' : 'beds'}; total capacity cannot be lower. Delete or change rooms first.`,
} as const;

export const roomMessages = {
  roomNumberRequired: 'Room number is required',
  roomNumberTooLong: 'Room number must be at most 20 characters',
  hostelRequired: 'Hostel is required',
  typeRequired: 'Room type is required',
  typeInvalid: 'Room type must be Single, Double, Triple or Quadruple',
  floorRequired: 'Floor is required',
  floorAtLeastOne: 'Floor must be at least 1',
  monthlyRentRequired: 'Monthly rent is required',
  mustBePositive: 'Must be positive',
  moneyTooLarge: 'Must be at most ₹1,00,00,000',
  wholeRupees: 'Enter whole rupees',
  added: 'Room added successfully',
  updated: 'Room updated successfully',
  deleted: 'Room deleted successfully',
  addFailed: 'Failed to add room',
  updateFailed: 'Failed to update room',
  deleteFailed: 'Failed to delete room',
  loadFailed: 'Error loading rooms',
  empty: 'No rooms found',
  emptyFiltered: 'No rooms match your filters',
  confirmDelete: (roomNumber: string) => `Are you sure you want to delete room ${roomNumber}?`,
  notFound: 'This room no longer exists.',
  hostelNotFound: 'The chosen hostel no longer exists.',
  numberTaken: (roomNumber: string, hostel: string) =>
    `Room ${roomNumber} already exists in ${hostel}.`,
  hasResidents: (count: number) =>
    `This room still has ${count} ${count === 1 ? 'resident' : 'residents'}. Move them out before deleting it.`,
  tooSmallForResidents: (count: number, type: string, capacity: number) =>
    `This room has ${count} residents; a ${type} room holds ${capacity}.`,
  moveWithResidents: 'This room has residents; move them out before moving it to another hostel.',
  overDeclaredTotals:
    "This change would give the hostel more rooms or beds than it is declared with. Raise the hostel's totals first.",
  hostelRoomsFull: (hostel: string, totalRooms: number) =>
    `${hostel} is declared with ${totalRooms} ${totalRooms === 1 ? 'room' : 'rooms'} and has them all. Raise its total rooms before adding another.`,
  hostelBedsFull: (hostel: string, totalCapacity: number, beds: number) =>
    `${hostel} is declared for ${totalCapacity} ${totalCapacity === 1 ? 'bed' : 'beds'}; this room would bring its rooms to ${beds}. Raise its total capacity first, or choose a smaller room type.`,
} as const;

export const studentMessages = {
  added: 'Student added successfully',
  updated: 'Student updated successfully',
  deleted: 'Student deleted successfully',
  roomAssigned: 'Room assigned successfully',
  roomUnassigned: 'Room unassigned successfully',
  addFailed: 'Failed to add student',
  updateFailed: 'Failed to update student',
  deleteFailed: 'Failed to delete student',
  assignFailed: 'Failed to assign room',
  unassignFailed: 'Failed to unassign room',
  loadFailed: 'Error loading students',
  selectRoom: 'Please select a room',
  empty: 'No students found',
  emptyFiltered: 'No students match your filters',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
  /** What Delete does, said under its question before it is done (docs/product-rules.md#deleting). */
  deleteExplained: (name: string) =>
    `They can no longer sign in, their bed is freed, their complaints, room requests and leave are removed, and their e-mail address and phone number are erased. Their fee records stay, under Fees › Deleted students. To keep ${name} in the product instead, deactivate them (Edit, untick Active).`,
  /** What unticking Active does, said in the Edit dialog before it is saved (rule student-edit). */
  confirmDeactivate: (name: string, roomNumber: string | null) =>
    `Saving deactivates ${name}: ${roomNumber ? `their bed in Room ${roomNumber} is freed, and ` : ''}they cannot be given a bed until they are active again. They stay in the product with their details, complaints and fee records, and can still sign in.`,
  notFound: 'This student no longer exists.',
  roomNotFound: 'The chosen room no longer exists.',
  inactive: (name: string) => `${name} is inactive. Set them active before assigning a room.`,
  roomFull: (roomNumber: string, hostel: string) =>
    `Room ${roomNumber} in ${hostel} is full. Choose a room with a free bed.`,
  wrongHostel: (roomNumber: string, roomHostel: string) =>
    `Room ${roomNumber} belongs to ${roomHostel}, not the chosen hostel. Choose a room of the chosen hostel.`,
  roomJustFilled: 'This room has just filled up. Choose another room.',
  hostelTypeClash:
    "The student's gender does not fit the hostel of the room. Choose a room in a hostel that takes them.",
  genderMismatch: (hostel: string, hostelType: string, name: string, gender: string) =>
    `${hostel} is a ${hostelType} hostel and ${name} is registered as ${gender}. Choose a ${gender === 'Male' ? 'Boys' : 'Girls'} hostel.`,
  genderChangeInHostel: (name: string, hostel: string, hostelType: string) =>
    `${name} lives in ${hostel}, a ${hostelType} hostel. Move them to another hostel before changing their gender.`,
} as const;

export const complaintMessages = {
  assignedInvalid: "Assigned must be 'me' or 'none'",
  assigneeInvalid: 'Choose someone from the staff list',
  assigneeNotStaff: 'That person is not on the staff list any more. Choose someone else.',
  assigneeOutsideHostel: (name: string) =>
    `${name} does not run this student's hostel. Choose one of its wardens or an administrator.`,
  subjectRequired: 'Subject is required',
  searchTooShort: 'Type at least 3 characters to search complaints.',
  subjectTooLong: 'Subject must be at most 200 characters',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Choose a category from the list',
  priorityInvalid: 'Priority must be Low, Medium, High or Critical',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5,000 characters',
  statusRequired: 'Status is required',
  statusInvalid: 'Status must be Open, In Progress, Resolved or Closed',
  overdueInvalid: 'Overdue must be true or false',
  resolutionRequired: 'Describe the resolution before marking the complaint Resolved',
  resolutionTooLong: 'Resolution must be at most 5,000 characters',
  commentRequired: 'Write a comment before sending',
  commentTooLong: 'A comment must be at most 2,000 characters',
  submitted: 'Complaint submitted successfully',
  updated: 'Complaint updated successfully',
  commentAdded: 'Comment added successfully',
  submitFailed: 'Failed to submit complaint',
  updateFailed: 'Failed to update complaint',
  commentFailed: 'Failed to add comment',
  loadFailed: 'Error loading complaints',
  notFound: 'This complaint does not exist or is not yours.',
  closedNoComments: 'This complaint is closed; comments can no longer be added.',
  transitionRefused: (from: string, to: string) =>
    `A complaint that is ${from} cannot be moved to ${to}.`,
} as const;

export const dashboardMessages = {
  loadFailed: 'Error loading dashboard data',
  welcome: (name: string) => `Welcome back, ${name}!`,
  notAssigned: 'Not Assigned',
  noRecentComplaints: 'No recent complaints',
  noHostels: 'No hostels yet. Add one on the Hostels page.',
  /** A card's change, measured over the last `days` days (docs/product-rules.md#stat-changes). */
  changeSince: (days: number) => `vs ${days} days ago`,
  noChange: (days: number) => `No change in ${days} days`,
  newSince: (days: number) => `New in the last ${days} days`,
  /** The unassigned notice, one message for each case (docs/product-rules.md#unassigned-notice). */
  unassignedBoth:
    'You have not been assigned a hostel or a room yet. Please contact the administrator to get one.',
  unassignedRoom:
    'You have a hostel but no room yet. Please contact the administrator to be assigned a room.',
  unassignedHostel:
    'Your room is not linked to a hostel. Please contact the administrator to correct it.',
} as const;

export const profileMessages = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Error loading profile data',
  noHostel: 'You have not been assigned to a hostel yet.',
  noRoom: 'You have not been assigned to a room yet.',
  academicNote:
    'Students cannot change their academic information. Contact the administration to correct it.',
  notFound: 'Your student record no longer exists. Contact the hostel office.',
} as const;

export const toastMessages = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  registrationSuccess: 'Registration successful!',
  registrationFailed: 'Registration failed',
  unexpected: 'Something went wrong. Please try again.',
} as const;

export const staffMessages = {
  notFound: 'This warden no longer exists. Refresh the page to see the current staff.',
  hostelsRequired: 'Choose at least one hostel for the warden to run',
  hostelInvalid: 'Choose hostels from the list',
  hostelMissing: 'One of the chosen hostels no longer exists. Refresh and choose again.',
  emailTaken: 'A staff account with this email already exists.',
  created: (name: string) => `${name} can now sign in with the temporary password below.`,
  wrongCurrentPassword: 'Your current password is not right. Check it and try again.',
  passwordChanged: 'Your password has been changed.',
  mustChangePassword: 'Choose a new password before you go on.',
  outsideScope: 'This belongs to a hostel you do not run. Ask the hostel office.',
  roomOutsideScope: 'That room is in a hostel you do not run. Choose a room in your hostels.',
  updated: 'Warden updated',
  deleted: 'Warden deleted',
  saveFailed: 'The warden could not be saved',
  deleteFailed: 'The warden could not be deleted',
  loadFailed: 'The staff could not be loaded',
  none: 'No wardens yet. Add one for each hostel, so its complaints reach someone.',
  confirmDelete: (name: string) =>
    `Delete ${name}? They can no longer sign in, and their complaints become unassigned. What they did stays in the activity record.`,
  // A guard's (docs/decisions/062): the same screens, in a guard's words.
  roleInvalid: 'Choose Warden, Guard or Mess manager',
  guardHostelsRequired: 'Choose at least one hostel for the guard to work at',
  guardUpdated: 'Guard updated',
  guardDeleted: 'Guard deleted',
  confirmDeleteGuard: (name: string) =>
    `Delete ${name}? They can no longer sign in. What they did stays in the activity record.`,
  // A mess manager's (docs/decisions/064), likewise.
  messHostelsRequired: 'Choose at least one hostel whose mess they run',
  messUpdated: 'Mess manager updated',
  messDeleted: 'Mess manager deleted',
} as const;

export const apiMessages = {
  invalidInput: 'Some fields need correcting.',
  invalidCredentials: 'Invalid credentials. Check them and try again.',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: "You don't have permission to do that.",
  notFound: 'The requested resource was not found.',
  adminSignupClosed: 'Admin registration is closed. Ask an administrator to add you.',
  studentSignupClosed: 'Student registration is closed. Ask the hostel office to add you.',
  adminEmailTaken: 'An administrator with this email already exists.',
  studentIdTaken: 'A student with this Student ID already exists.',
  studentEmailTaken: 'A student with this email already exists.',
  accountInactive: 'This account is inactive. Contact the hostel office.',
  bodyTooLarge: 'The request is too large. Send at most 1 MB.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'Send the fields as a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  serverBusy: 'The server is busy right now. Please try again in a few seconds.',
  serverStarting: 'The server is starting and will answer in a moment. Please try again shortly.',
  databaseUnreachable:
    'The server cannot reach its database right now. Please try again in a few seconds.',
  unstorableText:
    'This field contains a character that cannot be saved (a NUL or half of an emoji). Remove it and try again.',
  addressInvalid: 'The address is not valid.',
  addressTooLong: 'The address is too long.',
} as const;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

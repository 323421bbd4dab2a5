import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, Profile; the English is product.md's, byte for byte. */
export const profileMessages = defineMessages('profile', {
  title: 'My Profile',
  loadFailed: 'Failed to load user profile. Please log in.',
  loading: 'Loading your profile…',
  noData: 'No user data available.',
});

/** The rows of the profile's details (profile-details.ts). */
export const profileDetailsMessages = defineMessages('profile.details', {
  username: 'Username',
  email: 'Email',
  role: 'Role',
  memberSince: 'Member Since',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  roleUser: 'User',
  roleAdmin: 'Admin',
  roleSuperuser: 'Superuser',
});

import type { Message, Paged, RegisterUserRequest, UpdateUserRequest, User } from '@hanout/contract';
import { api } from '../../common/api';
import type { PageRequest } from '../../common/list/usePagedSearch';

/** Query keys: every user query starts with this, so one invalidation refreshes them all. */
export const USERS = ['users'] as const;

export const searchUsers = (request: PageRequest) => api<Paged<User>>('/users/search', { query: { ...request } });
export const fetchUser = (id: string | number) => api<User>(`/users/${id}`);
export const registerUser = (body: RegisterUserRequest) => api<Message>('/users', { method: 'POST', body });
export const updateUser = (body: UpdateUserRequest) => api<Message>('/users', { method: 'PUT', body });
export const toggleUserStatus = (id: number) => api<Message>(`/users/update-status/${id}`, { method: 'PUT' });

/** 'ROLE_ADMIN' → 'ADMIN': the role without its first 5 characters, as the list shows it. */
export const roleLabel = (role: string) => role.slice(5);
export const ROLE_OPTIONS = [
  { value: 'ROLE_USER', label: 'USER' },
  { value: 'ROLE_ADMIN', label: 'ADMIN' },
];

/** Medium date, e.g. 'Mar 5, 2024'. */
export const mediumDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
};

import type { Message, Paged, RegisterUserRequest, UpdateUserRequest, User } from '@hanout/contract';
import { api } from '../../common/api';
import { usePagedSearch, type PageRequest } from '../../common/list/usePagedSearch';
import { useChangeMutation, useFreshRecord, type MutationCallbacks } from '../../common/queries';
import { USERS } from '../../common/queryKeys';
import { t } from '../../common/i18n';

const searchUsers = (request: PageRequest) => api<Paged<User>>('/users/search', { query: { ...request } });
const fetchUser = (id: string) => api<User>(`/users/${id}`);
const registerUser = (body: RegisterUserRequest) => api<Message>('/users', { method: 'POST', body });
const updateUser = (body: UpdateUserRequest) => api<Message>('/users', { method: 'PUT', body });
const toggleUserStatus = (id: number) => api<Message>(`/users/update-status/${id}`, { method: 'PUT' });

export const useUserSearch = () => usePagedSearch<User>([...USERS, 'search'], searchUsers);
export const useUser = (id: string) => useFreshRecord(USERS, id, fetchUser);
export const useRegisterUser = (callbacks: MutationCallbacks<Message, RegisterUserRequest>) =>
  useChangeMutation(registerUser, [USERS], callbacks);
export const useUpdateUser = (callbacks: MutationCallbacks<Message, UpdateUserRequest>) =>
  useChangeMutation(updateUser, [USERS], callbacks);
export const useToggleUserStatus = () => useChangeMutation(toggleUserStatus, [USERS]);

/** 'ROLE_ADMIN' → 'ADMIN': the role without its first 5 characters, as the list shows it, in the screen's language. */
export const roleLabel = (role: string) => t(role.slice(5));
/** The roles a user may be given, named as the list names them. */
export const roleOptions = () => ['ROLE_USER', 'ROLE_ADMIN'].map((value) => ({ value, label: roleLabel(value) }));

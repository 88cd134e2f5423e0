import type {
  CreateUserRequest,
  Paginated,
  UpdatePasswordRequest,
  UpdateUserRequest,
  User,
} from '@mikro/contracts';
import { DEFAULT_PAGE_SIZE } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { type QueryParams, withQuery } from '../query/buildQuery';
import { toPaginated } from './paginated';

const USERS_PATH = '/system/users';
/** Lists ask for 10 rows from offset 0 unless told otherwise. */

export const usersApi = {
  /** Always paged: without page or offset the first page of 10 is asked for. */
  async list(query: QueryParams = {}): Promise<Paginated<User>> {
    const paged: QueryParams = { limit: DEFAULT_PAGE_SIZE, ...query };
    if (paged.page === undefined && paged.offset === undefined) paged.offset = 0;
    const { data } = await http.get<Paginated<User> | User[]>(withQuery(USERS_PATH, paged));
    return toPaginated(data);
  },
  async get(id: number): Promise<User> {
    const { data } = await http.get<User>(`${USERS_PATH}/${id}`);
    return data;
  },
  async create(body: CreateUserRequest): Promise<User> {
    const { data } = await http.post<User>(`${USERS_PATH}/store`, body);
    return data;
  },
  async update(id: number, body: UpdateUserRequest): Promise<User> {
    const { data } = await http.patch<User>(`${USERS_PATH}/${id}`, body);
    return data;
  },
  async updatePassword(body: UpdatePasswordRequest): Promise<{ msg: string }> {
    const { data } = await http.post<{ msg: string }>(`${USERS_PATH}/update-password`, body);
    return data;
  },
  /** An identifier (or e-mail) exists if an equality search returns one or more results. */
  async emailExists(email: string): Promise<boolean> {
    const { data } = await http.get<Paginated<User> | User[]>(
      withQuery(USERS_PATH, { filter: [{ field: 'email', operator: '$eq', value: email }], limit: 1 }),
    );
    return toPaginated(data).data.length > 0;
  },
};

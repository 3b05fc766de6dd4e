import type { Success } from '../../contracts/envelope.ts';
import type { Staff } from '../../contracts/people.ts';
import { send } from '../http-client.ts';

export const searchStaff = () => send<Success<Staff[]>>({ method: 'POST', url: '/users/search' });
